import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const tabsContentAttributes = {
  tabs: tabItemsAttribute,
  selectedTab: attr.number(0),
};

export type TabsContentProps = PropsOf<typeof tabsContentAttributes>;
