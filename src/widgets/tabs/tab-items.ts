/**
 * SPEC's tab item (docs/RULES.md §3), `{ name, value, hash, target }`, read one way by every tab
 * element's `tabs` attribute or property. Pure. The attribute schemas use it, so it ships in the
 * entry: keep it small.
 */
import { AttributeError, attr, type Attribute } from '../../platform/runtime/attributes';

/** A tab item with every field filled in. */
export interface TabItem {
  /** The tab's label. */
  name: string;
  /** What `tab-change` reports; the tab's index as text when the item has none. */
  value: string;
  /** The URL hash of the tab, without `#`: `value` when the item has none, "" for none (`"hash": ""`). */
  hash: string;
  /** The tab's panel: a child's slot name, else an element id; `value` when the item has none. */
  target: string;
}

const text = (value: unknown): value is string => typeof value === 'string';

/** The tab items of a `tabs` value (already parsed from JSON); throws AttributeError naming the first problem. */
export function toTabItems(list: unknown): TabItem[] {
  if (!Array.isArray(list)) throw new AttributeError('expected a JSON list');
  return list.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) throw new AttributeError(`item ${index} is not an object`);
    const { name, value = String(index), hash = value, target = value } = item as Record<string, unknown>;
    if (!text(name)) throw new AttributeError(`item ${index} has no text field "name"`);
    const fields = { value, hash, target };
    const wrong = Object.keys(fields).find((field) => !text(fields[field as keyof typeof fields]));
    if (wrong) throw new AttributeError(`item ${index} has a "${wrong}" that is not text`);
    return { name, value: value as string, hash: (hash as string).replace(/^#/, ''), target: target as string };
  });
}

const json = attr.json<unknown>([]);

/** The `tabs` attribute of every tab element: JSON text, or a list as a property. */
export const tabItemsAttribute: Attribute<readonly TabItem[]> = {
  fallback: [],
  parse: (value) => toTabItems(json.parse(value)),
  accept: toTabItems,
};
