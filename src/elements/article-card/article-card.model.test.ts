import { expect } from '@open-wc/testing';
import type { Article } from '../../widgets/articles/article-data';
import { articleState, articleUrl, headingLevel } from './article-card.model';

const article: Article = {
  id: '7',
  title: 'Gold',
  url: '/gold',
  publishedAt: '2026-11-20T10:00:00Z',
  readingMinutes: 3,
  image: null,
  imageAlt: '',
  summary: '',
};

describe('article-card model', () => {
  it('fetches from {api}/api/articles/{id}', () => {
    expect(articleUrl('https://forms.example.com/', ' 1003 ')).to.equal('https://forms.example.com/api/articles/1003');
    expect(articleUrl('https://forms.example.com/v2//', 'a/b c')).to.equal(
      'https://forms.example.com/v2/api/articles/a%2Fb%20c',
    );
  });

  it('reads an answer as the article, missing (4xx or {}) or failed', () => {
    expect(articleState({ status: 'ready', data: article })).to.deep.equal({ status: 'ready', article });
    expect(articleState({ status: 'empty' })).to.deep.equal({ status: 'missing' });
    expect(articleState({ status: 'failed', code: 'ERR_BAD_REQUEST', message: '404' })).to.deep.equal({
      status: 'missing',
    });
    for (const code of ['ERR_BAD_RESPONSE', 'ETIMEDOUT', 'ERR_NETWORK']) {
      expect(articleState({ status: 'failed', code, message: '' })).to.deep.equal({ status: 'failed' });
    }
  });

  it('keeps the heading level between 2 and 6', () => {
    expect(headingLevel(4)).to.equal(4);
    expect(headingLevel(1)).to.equal(2);
    expect(headingLevel(9)).to.equal(6);
    expect(headingLevel(Number.NaN)).to.equal(3);
  });
});
