import { expect } from '@open-wc/testing';
import type { Article } from '../../widgets/articles/article-data';
import { addPage, DEFAULT_PAGE_SIZE, noPages, pageSize } from './article-list.model';

const article = (id: number): Article => ({
  id: String(id),
  title: `Article ${id}`,
  url: `/a/${id}`,
  publishedAt: '2026-11-20T10:00:00Z',
  readingMinutes: 3,
  image: null,
  imageAlt: '',
  summary: '',
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => article(from + index));

describe('article-list paging', () => {
  it('takes a page size from 1 to 48, the default for nonsense', () => {
    expect(pageSize(12)).to.equal(12);
    expect(pageSize(7.8)).to.equal(7);
    expect(pageSize(500)).to.equal(48);
    expect(pageSize(0)).to.equal(DEFAULT_PAGE_SIZE);
    expect(pageSize(Number.NaN)).to.equal(DEFAULT_PAGE_SIZE);
  });

  it('adds pages until the total, pointing at the first new article after the first page', () => {
    const first = addPage(noPages, 1, { articles: range(1, 6), total: 14 }, 6);
    expect(first).to.deep.include({ page: 1, hasMore: true, firstNew: null });
    const second = addPage(first, 2, { articles: range(7, 12), total: 14 }, 6);
    expect(second).to.deep.include({ page: 2, hasMore: true, firstNew: 6 });
    const third = addPage(second, 3, { articles: range(13, 14), total: 14 }, 6);
    expect(third).to.deep.include({ page: 3, hasMore: false, firstNew: 12 });
    expect(third.articles.map((item) => item.id)).to.deep.equal(range(1, 14).map((item) => item.id));
  });

  it('without a total, stops after a short page', () => {
    const first = addPage(noPages, 1, { articles: range(1, 6), total: null }, 6);
    expect(first.hasMore).to.equal(true);
    expect(addPage(first, 2, { articles: range(7, 9), total: null }, 6).hasMore).to.equal(false);
  });

  it('stops when a next page is empty, and shows no article twice', () => {
    const first = addPage(noPages, 1, { articles: range(1, 6), total: null }, 6);
    const empty = addPage(first, 2, null, 6);
    expect(empty).to.deep.include({ hasMore: false, firstNew: null });
    const shifted = addPage(first, 2, { articles: range(6, 11), total: 30 }, 6);
    expect(shifted.articles).to.have.length(11);
    expect(shifted.firstNew).to.equal(6);
  });
});
