import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const tabsContentAttributes = {
  /** Checked by the view, not here: a list of `TabsContentItem`. */
  tabs: attr.json<unknown>([]),
  selectedTab: attr.number(0),
};

export type TabsContentProps = PropsOf<typeof tabsContentAttributes>;
