import type { PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const tabsWithSlotsAttributes = { tabs: tabItemsAttribute };

export type TabsWithSlotsProps = PropsOf<typeof tabsWithSlotsAttributes>;
