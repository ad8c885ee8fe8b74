import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const tabsScrollAttributes = {
  /** Checked by the view, not here: a list of `TabsScrollItem`. */
  tabs: attr.json<unknown>([]),
};

export type TabsScrollProps = PropsOf<typeof tabsScrollAttributes>;
