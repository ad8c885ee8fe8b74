import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { DEFAULT_PAGE_SIZE } from './article-list.model';

export const articleListAttributes = {
  src: attr.string(),
  pageSize: attr.number(DEFAULT_PAGE_SIZE),
  headingLevel: attr.number(3),
  label: attr.string(),
  moreLabel: attr.string(),
  loadingLabel: attr.string(),
  countLabel: attr.string(),
  emptyText: attr.string(),
  errorText: attr.string(),
  moreErrorText: attr.string(),
  retryLabel: attr.string(),
  readingTimeLabel: attr.string(),
};

export type ArticleListProps = PropsOf<typeof articleListAttributes>;
