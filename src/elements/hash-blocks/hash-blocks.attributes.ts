import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const hashBlocksAttributes = {
  /** Checked by the view, not here: a list of `HashBlockItem`. */
  tabs: attr.json<unknown>([]),
  previousLabel: attr.string('Previous'),
  nextLabel: attr.string('Next'),
};

export type HashBlocksProps = PropsOf<typeof hashBlocksAttributes>;
