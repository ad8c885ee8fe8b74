import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { regulatorSwitcherAttributes, type RegulatorSwitcherProps } from './regulator-switcher.attributes';

// The view is its own chunk, fetched only by pages that use it; the document sheet holds its
// height meanwhile.
const view = lazyView(
  () => import('./regulator-switcher'),
  (module) => module.RegulatorSwitcher,
);

/**
 * A click (or Arrow Down) opens the list of regulators, a click outside it or Escape closes it.
 * Choosing another regulator sets cookie `oc_regulator_name` (1825 days) to its value and
 * navigates to its url. With a single entry the button is disabled (`aria-disabled`, muted
 * style). In the list, Arrow Up/Down, Home and End move between entries; Tab leaves and closes
 * it. Host state marker: `data-state="open|closed"`.
 * @summary Switches between the sites of the broker's regulators.
 * @attr regulators - JSON list of `{ value, label, url }`.
 * @attr value - the current regulator's value (default: `<body data-regulator>`), case-insensitive.
 * @attr label - what the switcher chooses, for assistive technology.
 * @csspart base - the wrapper.
 * @csspart button - the toggle.
 * @csspart list - the dropdown list.
 * @csspart option - an entry's link; the current one is also `option-current`.
 * @cssproperty --site-regulator-switcher-z-index - the dropdown's stacking order (default 10).
 */
export const regulatorSwitcher: ElementDefinition<RegulatorSwitcherProps> = {
  tag: 'regulator-switcher',
  attributes: regulatorSwitcherAttributes,
  view,
};
