/**
 * An eager element's view shipped as its own chunk: the tag is defined at start-up, and only
 * pages that use it fetch the view and its styles. The view module exports the component and,
 * optionally, `styles` (stylesheet texts) that are adopted into the shadow root before the
 * view's first paint.
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { HostProps } from './define-element';
import { sheetFromText } from './stylesheets';

export function lazyView<Props extends object, Module extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props & HostProps>,
): ComponentType<Props & HostProps> {
  return lazy(async () => {
    const module = await load();
    const view = pick(module);
    const { styles = [] } = module as { styles?: readonly string[] };
    const sheets = styles.map(sheetFromText);
    function StyledView(props: Props & HostProps) {
      // Adopting here, not in an effect, styles the very first frame; it is idempotent.
      const root = props.host.shadowRoot!;
      const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
      if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
      return createElement(view, props);
    }
    return { default: StyledView };
  }) as unknown as ComponentType<Props & HostProps>; // React types lazy() props as PropsWithRef
}
