import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const homeTabsAttributes = {
  /** Checked by the view, not here: a list of `HomeTabItem`. */
  tabs: attr.json<unknown>([]),
  selectedTab: attr.number(0),
};

export type HomeTabsProps = PropsOf<typeof homeTabsAttributes>;
