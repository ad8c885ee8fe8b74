import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const articleCardAttributes = {
  articleId: attr.string(),
  api: attr.string(),
  headingLevel: attr.number(3),
  readingMinutes: attr.number(0),
  loadingLabel: attr.string('Loading the article…'),
  missingText: attr.string('This article is no longer available.'),
  errorText: attr.string('We could not load this article.'),
  retryLabel: attr.string('Try again'),
  readingTimeLabel: attr.string('{minutes} min read'),
};

export type ArticleCardProps = PropsOf<typeof articleCardAttributes>;
