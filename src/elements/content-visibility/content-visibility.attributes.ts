import type { PropsOf } from '../../platform/runtime/attributes';
import { productTypesAttribute } from './content-visibility.model';

export const contentVisibilityAttributes = { types: productTypesAttribute };

export type ContentVisibilityProps = PropsOf<typeof contentVisibilityAttributes>;
