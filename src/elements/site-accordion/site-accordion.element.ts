import { attr } from '../../platform/runtime/attributes';
import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SiteAccordion, type SiteAccordionProps } from './site-accordion';

/**
 * @summary Accordion over server-rendered `<details>` items: `<details expanded><summary>…`.
 * @attr multiple - several items may be open at once; otherwise opening one closes the others.
 * @slot - the `<details>` items. `expanded` (or `open`) opens an item initially.
 * @event accordion-toggle - `{ index, expanded }` when the visitor opens or closes an item.
 * @csspart base - the wrapper around the items.
 * @cssproperty --site-accordion-divider - the line between items (styles in site-elements.css).
 */
export const siteAccordion: ElementDefinition<SiteAccordionProps> = {
  tag: 'site-accordion',
  view: SiteAccordion,
  attributes: { multiple: attr.boolean() },
};

/** The same accordion in the Admiral look: cards with a plus/minus marker. */
export const admiralAccordion: ElementDefinition<SiteAccordionProps> = {
  ...siteAccordion,
  tag: 'admiral-accordion',
};
