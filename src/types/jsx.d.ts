import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  /** `part` exposes a node to `::part()` styling; React 18 passes it through unchanged. */
  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    part?: string;
  }
  interface SVGAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    part?: string;
  }

  /** Our own elements, used inside other elements' views. */
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-icon': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { name: string; label?: string };
    }
  }
}
