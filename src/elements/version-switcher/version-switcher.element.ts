import type { ElementDefinition } from '../../platform/runtime/define-element';
import { VersionSwitcher, styles } from './version-switcher';
import { versionSwitcherAttributes, type VersionSwitcherProps } from './version-switcher.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Each child with `data-version="mt4"` is one
 * version's content (its tab reads `data-label`, else the usual name: MetaTrader 4, MetaTrader 5,
 * WebTrader, cTrader, TradingView, else the id in capitals); other children show below the
 * panels. The URL hash selects a version (`#mt5`, any case) and follows the selection without a
 * history entry; ARIA tabs with arrow keys, Home and End. Before the upgrade only the first
 * version shows. A malformed or repeated `data-version` logs one error and that child shows
 * below the tabs.
 * @summary Content per platform version (MT4, MT5, ...) behind tabs synced with the URL hash.
 * @attr value - the version shown when the URL hash names none (default: the first child's).
 * @attr label - the tab bar's accessible name (default "Platform version").
 * @slot version-{id} - assigned by the element to each `[data-version]` child.
 * @slot - children without `data-version`, shown below the panels.
 * @event version-change - the visitor chose another version; detail `{ index, version }`.
 * @csspart tablist - the tab bar.
 * @csspart tab - a version's tab; the selected one is also `tab-selected`.
 * @csspart panel - a version's panel.
 * @cssproperty --site-color-accent - the selected tab's background.
 */
export const versionSwitcher: ElementDefinition<VersionSwitcherProps> = {
  tag: 'version-switcher',
  attributes: versionSwitcherAttributes,
  view: VersionSwitcher,
  styles,
};
