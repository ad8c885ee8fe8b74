import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const articleShareAttributes = {
  url: attr.string(),
  title: attr.string(),
  label: attr.string(),
  shareLabel: attr.string(),
};

export type ArticleShareProps = PropsOf<typeof articleShareAttributes>;
