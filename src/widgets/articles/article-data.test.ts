import { expect } from '@open-wc/testing';
import { ContentShapeError } from '../../services/content/content-source';
import {
  articlesPageUrl,
  hasMorePages,
  readArticle,
  readArticlePage,
  readOneArticle,
  readingMinutes,
} from './article-data';

const raw = {
  id: 7,
  title: ' Gold climbs ',
  url: '/articles/gold',
  published_at: '2026-11-20T10:00:00Z',
  image: 'data:image/svg+xml,x',
  summary: 'Bullion rallied.',
};

describe('article data', () => {
  it('counts reading minutes at 200 words a minute, at least one, none for no words', () => {
    expect(readingMinutes('word '.repeat(1000))).to.equal(5);
    expect(readingMinutes('word '.repeat(1100))).to.equal(6);
    expect(readingMinutes('three short words')).to.equal(1);
    expect(readingMinutes('  — … ')).to.equal(null);
    expect(readingMinutes('')).to.equal(null);
    expect(readingMinutes('a b c d', 2)).to.equal(2);
  });

  it('reads an article, taking reading_minutes or counting the body', () => {
    expect(readArticle({ ...raw, reading_minutes: 4 })).to.deep.equal({
      id: '7',
      title: 'Gold climbs',
      url: '/articles/gold',
      publishedAt: '2026-11-20T10:00:00Z',
      readingMinutes: 4,
      image: 'data:image/svg+xml,x',
      imageAlt: '',
      summary: 'Bullion rallied.',
    });
    expect(readArticle({ ...raw, body: 'word '.repeat(600) }).readingMinutes).to.equal(3);
    expect(readArticle({ ...raw, reading_minutes: 'x' }).readingMinutes).to.equal(null);
    expect(readArticle({ ...raw, image: '' }).image).to.equal(null);
  });

  it('rejects an article without id, title, url or a valid date', () => {
    expect(() => readArticle({ ...raw, title: '' })).to.throw(ContentShapeError);
    expect(() => readArticle({ ...raw, url: undefined })).to.throw(ContentShapeError);
    expect(() => readArticle({ ...raw, published_at: 'yesterday' })).to.throw(ContentShapeError, 'published_at');
    expect(() => readArticle(null)).to.throw(ContentShapeError);
  });

  it('reads a page: null when empty or {}, a shape error for another shape, total when given', () => {
    expect(readArticlePage({ items: [] })).to.equal(null);
    expect(readArticlePage({})).to.equal(null);
    expect(() => readArticlePage([])).to.throw(ContentShapeError);
    expect(() => readArticlePage({ data: 42 })).to.throw(ContentShapeError);
    expect(readArticlePage({ items: [raw], total: 25 })).to.include({ total: 25 });
    expect(readArticlePage({ items: [raw] })!.total).to.equal(null);
    expect(readArticlePage({ items: [raw] })!.articles).to.have.length(1);
  });

  it('reads one article: null for {}', () => {
    expect(readOneArticle({})).to.equal(null);
    expect(readOneArticle(raw)!.id).to.equal('7');
    expect(() => readOneArticle({ data: 42 })).to.throw(ContentShapeError);
  });

  it('builds page URLs, keeping other query parameters', () => {
    expect(articlesPageUrl('https://api.example.com/api/articles?topic=fx', 2, 6, 'https://site.example/')).to.equal(
      'https://api.example.com/api/articles?topic=fx&page=2&per_page=6',
    );
    expect(articlesPageUrl('/api/articles?page=9', 1, 12, 'https://site.example/de/')).to.equal(
      'https://site.example/api/articles?page=1&per_page=12',
    );
  });

  it('knows whether another page follows, from the total or a short page', () => {
    expect(hasMorePages(12, 25, 6, 6)).to.equal(true);
    expect(hasMorePages(25, 25, 1, 6)).to.equal(false);
    expect(hasMorePages(12, null, 6, 6)).to.equal(true);
    expect(hasMorePages(10, null, 4, 6)).to.equal(false);
  });
});
