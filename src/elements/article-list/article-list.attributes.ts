import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { DEFAULT_PAGE_SIZE } from './article-list.model';

export const articleListAttributes = {
  src: attr.string(),
  pageSize: attr.number(DEFAULT_PAGE_SIZE),
  headingLevel: attr.number(3),
  label: attr.string('Articles'),
  moreLabel: attr.string('Load more articles'),
  loadingLabel: attr.string('Loading articles…'),
  countLabel: attr.string('{shown} articles shown'),
  emptyText: attr.string('No articles have been published yet. Please check back soon.'),
  errorText: attr.string('We could not load the articles.'),
  moreErrorText: attr.string('We could not load more articles.'),
  retryLabel: attr.string('Try again'),
  readingTimeLabel: attr.string('{minutes} min read'),
};

export type ArticleListProps = PropsOf<typeof articleListAttributes>;
