import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const articleCardAttributes = {
  articleId: attr.string(),
  api: attr.string(),
  headingLevel: attr.number(3),
  readingMinutes: attr.number(0),
  loadingLabel: attr.string(),
  missingText: attr.string(),
  errorText: attr.string(),
  retryLabel: attr.string(),
  readingTimeLabel: attr.string(),
};

export type ArticleCardProps = PropsOf<typeof articleCardAttributes>;
