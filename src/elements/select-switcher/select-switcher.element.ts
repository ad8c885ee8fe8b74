import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { selectSwitcherAttributes, type SelectSwitcherProps } from './select-switcher.attributes';

const view = lazyView(
  () => import('./select-switcher'),
  (module) => module.SelectSwitcher,
);

/**
 * Each direct child with `data-option="Label"` is one choice (`data-value="mt4"` sets its value;
 * default: the label as a slug, `MetaTrader 5` → `metatrader-5`); the chosen child shows, the
 * others get `hidden`; children without `data-option` always show. Native `<select>`: keyboard
 * and screen readers work as everywhere. Before the upgrade the first block shows (put the
 * default first). A `value` that names no option logs one error and the first shows; no
 * `data-option` child logs one error and shows the content as it is. Host marker:
 * `data-value="{chosen value}"`.
 * @summary A labelled select that shows one of its child blocks (e.g. one platform's download steps).
 * @attr label - the select's visible label (default "Choose an option").
 * @attr value - the value of the option chosen at first (default the first); changing it changes the choice.
 * @attr hash - keep the choice in the URL hash (`#mt5`): a link or reload with that hash opens that option.
 * @event select-change - the visitor chose an option; detail `{ index, value, label }`.
 * @slot - the blocks, each with `data-option`.
 * @csspart control - the label and the select.
 * @csspart label - the select's label.
 * @csspart select - the native select.
 * @csspart panel - the box of the blocks.
 * @cssproperty --site-select-switcher-width - the select's largest width (default 360px).
 * @cssproperty --site-select-switcher-control-height - the label and select's height reserved before the upgrade (default 88px).
 */
export const selectSwitcher: ElementDefinition<SelectSwitcherProps> = {
  tag: 'select-switcher',
  attributes: selectSwitcherAttributes,
  view,
};
