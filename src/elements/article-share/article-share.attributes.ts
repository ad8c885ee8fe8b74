import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const articleShareAttributes = {
  url: attr.string(),
  title: attr.string(),
  label: attr.string('Share this page'),
  shareLabel: attr.string('Share'),
};

export type ArticleShareProps = PropsOf<typeof articleShareAttributes>;
