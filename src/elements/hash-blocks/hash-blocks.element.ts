import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { hashBlocksAttributes, type HashBlocksProps } from './hash-blocks.attributes';

const view = lazyView(
  () => import('./hash-blocks'),
  (module) => module.HashBlocks,
);

/**
 * The blocks are the host's direct children that a tab item's `target` names (by slot name, id
 * or `data-hash`), and those `<section id="...">` or with `data-hash="..."`; they stay in the
 * page and the others are `hidden`. A block's hash is its tab item's `hash`, else its
 * `data-hash`, else its id. The URL hash picks the block (matched without regard to case; no
 * hash or an unknown one shows the first). Previous and next buttons carry the neighbours' names
 * (the block's tab item, else `data-name`, else the block's first heading) and are disabled at
 * the ends (no wrapping: the blocks read as a sequence). A button, or a click on an in-page link
 * to a block (`<a href="#fees">`, handled before the page's anchor scrolling), adds a history
 * entry, so back and forward restore the block; any other hash change shows its block, no hash
 * shows the first, and a hash that names no block leaves the block shown. Each change moves
 * focus to the new block's heading, for screen readers. A malformed `tabs` logs one console
 * error; the blocks then use their own names. Host markers: `data-state="ready"`,
 * `data-selected-block="{hash}"`.
 * @summary Blocks shown one at a time by the URL hash, with previous and next buttons.
 * @attr tabs - optional JSON list of SPEC tab items `{ name, value, hash, target }` (docs/RULES.md §3): `target` names a block (slot name, else id or `data-hash`; default `value`), `hash` its URL hash (default `value`), `name` its name on the buttons.
 * @attr previous-label - the previous button's text (default "Previous").
 * @attr next-label - the next button's text (default "Next").
 * @slot - the blocks: `<section id>`, elements with `data-hash` or a tab's target as id; other children always show.
 * @slot {target} - a block that a tab's target names by its slot name, e.g. `<div slot="one" id="one">`.
 * @event tab-change - the visitor moved to another block with a button or an in-page link; detail `{ index, value }`, value being the block's hash.
 * @csspart nav - the box of the two buttons.
 * @csspart previous - the previous button.
 * @csspart next - the next button.
 * @cssproperty --site-hash-blocks-nav-height - the buttons' height reserved before the view arrives (default 76px).
 */
export const hashBlocks: ElementDefinition<HashBlocksProps> = {
  tag: 'hash-blocks',
  attributes: hashBlocksAttributes,
  view,
};
