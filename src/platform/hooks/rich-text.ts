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

/**
 * The text before and after `{name}` in a whole sentence (`'Download on the {store}'`), for a view
 * that styles the name apart from the rest; all of it before when the text has no such placeholder.
 */
export function aroundPlaceholder(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + name.length + 2)];
}
