import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const homeTabsAttributes = {
  tabs: tabItemsAttribute,
  selectedTab: attr.number(0),
};

export type HomeTabsProps = PropsOf<typeof homeTabsAttributes>;
