/** Words with React nodes in their placeholders (docs/LANGUAGES.md). */
import { Fragment, createElement, type ReactNode } from 'react';

/**
 * A text whose `{name}` placeholders are React nodes (a name in `<strong>`), the rest of it text:
 * a translation holding markup shows the markup as it is written.
 */
export function richText(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1 && Object.hasOwn(nodes, part)
        ? createElement(Fragment, { key: index }, nodes[part])
        : index % 2 === 1
          ? `{${part}}`
          : part,
    ),
  );
}
