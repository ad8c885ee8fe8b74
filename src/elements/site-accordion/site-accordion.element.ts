import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteAccordionAttributes, type SiteAccordionProps } from './site-accordion.attributes';

// Its items are native <details>: they open and close on their own until the view's slide,
// single-open rule and events arrive as a chunk.
const view = lazyView(
  () => import('./site-accordion'),
  (module) => module.SiteAccordion,
);

/**
 * Single-open unless `multiple`; a click on the open item closes it; a link inside a header
 * navigates without toggling (prefer links in the panel: a link inside a header button is nested
 * interaction for screen readers); 200 ms slide; Enter and Space toggle, Arrow Up, Arrow Down,
 * Home and End move between headers.
 * @summary Accordion over server-rendered `<details>` items: `<details expanded open><summary>…`.
 * @attr multiple - several items may be open at once; otherwise opening one closes the others.
 * @slot - the `<details>` items; `expanded` opens an item initially (write `open` too, so it is open before the script runs).
 * @event accordion-toggle - the visitor opened or closed an item.
 * @csspart base - the wrapper around the items.
 * @cssproperty --site-accordion-divider - the line between items (styles in site-elements.css).
 */
export const siteAccordion: ElementDefinition<SiteAccordionProps> = {
  tag: 'site-accordion',
  attributes: siteAccordionAttributes,
  view,
};

/**
 * @summary The same accordion in the Admiral look: cards with a plus/minus marker.
 */
export const admiralAccordion: ElementDefinition<SiteAccordionProps> = {
  ...siteAccordion,
  tag: 'admiral-accordion',
};
