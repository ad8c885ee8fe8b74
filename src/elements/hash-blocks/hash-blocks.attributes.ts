import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const hashBlocksAttributes = {
  tabs: tabItemsAttribute,
  previousLabel: attr.string(),
  nextLabel: attr.string(),
};

export type HashBlocksProps = PropsOf<typeof hashBlocksAttributes>;
