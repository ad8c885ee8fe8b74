/**
 * The one way to ship a view, or a part of one, as its own chunk: `lazyView(load, pick)` is a
 * component that fetches the module on first render and shows what `pick` takes from it. The
 * module's `styles` (stylesheet texts, the view module's `export const styles`) are adopted into
 * the host's shadow root before the view's first paint. An element's view suspends into the
 * definition's slotted content; a part (a search panel, a library icon) into the `<Suspense>`
 * its parent puts around it, and takes the `host` whose shadow root it draws in.
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { HostProps } from './define-element';
import { sheetFromText } from './stylesheets';

export function lazyView<Props extends HostProps, Module extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  return lazy(async () => {
    const module = await load();
    const view = pick(module);
    const { styles = [] } = module as { styles?: readonly string[] };
    const sheets = styles.map(sheetFromText);
    function StyledView(props: Props) {
      // Adopting here, not in an effect, styles the very first frame; it is idempotent.
      const root = props.host.shadowRoot!;
      const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
      if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
      return createElement(view, props);
    }
    return { default: StyledView };
  }) as unknown as ComponentType<Props>; // React types lazy() props as PropsWithRef
}
