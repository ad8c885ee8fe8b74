import type { DetailedHTMLProps } from 'react';

declare module 'react' {
  /** `part` exposes a node to `::part()` styling; React 18 passes it through unchanged. */
  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    part?: string;
  }
  interface SVGAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    part?: string;
  }

  /** Our own elements, used inside other elements' views. */
  namespace JSX {
    interface IntrinsicElements {
      'site-icon': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { name: string; label?: string };
    }
  }
}
