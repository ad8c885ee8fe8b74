/**
 * The little of React 19 the host-framework test uses, from the dev dependencies `react19` and
 * `react-dom19` (npm aliases; the library's own types are React 18's).
 */
declare module 'react19' {
  type Props = Record<string, unknown> | null;
  type Component<P> = (props: P) => unknown;
  export const version: string;
  export function createElement<P extends object>(type: Component<P>, props: P): unknown;
  export function createElement(type: string, props: Props, ...children: unknown[]): unknown;
}

declare module 'react-dom19' {
  export function flushSync(run: () => void): void;
}

declare module 'react-dom19/client' {
  export function createRoot(container: Element): { render(node: unknown): void; unmount(): void };
}
