/**
 * The locale an element's numbers and dates follow, live (docs/CONTRACT.md, "Language"); apart
 * from use-words.tsx, whose module the eager elements load, as only lazy views format numbers.
 */
import { useSyncExternalStore } from 'react';
import { formatTag } from '../dom/element-language';
import { subscribeLanguages } from '../runtime/language-changes';

/** The locale the element's numbers and dates follow (its nearest `lang` below `<html>`, else the page's). */
export function useLocale(host: HTMLElement): string {
  return useSyncExternalStore(subscribeLanguages, () => formatTag(host));
}
