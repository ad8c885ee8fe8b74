import type { HostProps } from '../../platform/runtime/define-element';
import { productTypeFromPath } from './content-visibility.model';
import type { ContentVisibilityProps } from './content-visibility.attributes';

/** Projects its content only on pages of the listed product types; otherwise it has no box. */
export function ContentVisibility({ types }: ContentVisibilityProps & HostProps) {
  return types.includes(productTypeFromPath(location.pathname)) ? <slot /> : null;
}
