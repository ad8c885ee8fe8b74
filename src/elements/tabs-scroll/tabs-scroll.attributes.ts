import type { PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const tabsScrollAttributes = { tabs: tabItemsAttribute };

export type TabsScrollProps = PropsOf<typeof tabsScrollAttributes>;
