import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkTabs, type TabItem } from './tabs-with-slots.model';

export const tabsWithSlotsAttributes = { tabs: attr.json<readonly TabItem[]>([], checkTabs) };

export type TabsWithSlotsProps = PropsOf<typeof tabsWithSlotsAttributes>;
