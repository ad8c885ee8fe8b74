import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { tabItemsAttribute } from '../../widgets/tabs/tab-items';

export const hashBlocksAttributes = {
  tabs: tabItemsAttribute,
  previousLabel: attr.string('Previous'),
  nextLabel: attr.string('Next'),
};

export type HashBlocksProps = PropsOf<typeof hashBlocksAttributes>;
