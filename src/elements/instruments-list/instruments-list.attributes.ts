import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { ASSET_CLASSES } from './instruments-list.model';

export const instrumentsListAttributes = {
  src: attr.string(),
  urlTemplate: attr.string('/markets/{slug}'),
  heading: attr.string(),
  initialClass: attr.oneOf(['all', ...ASSET_CLASSES], 'all'),
};

export type InstrumentsListProps = PropsOf<typeof instrumentsListAttributes>;
