import type { ElementDefinition } from '../../platform/runtime/define-element';
import { InstrumentsList, styles } from './instruments-list';
import { instrumentsListAttributes, type InstrumentsListProps } from './instruments-list.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Tabs filter by asset class (only classes
 * with instruments get a tab; arrows, Home and End move between them); the search box filters
 * by symbol or name (case and accents ignored, every word must match) once typing pauses for
 * 250 ms, and the result count is announced politely. A search that finds nothing says so and
 * offers to clear it. While loading, when the answer holds no instruments and when the request
 * fails (3 s timeout; one console warning naming the URL), a message says so in place of the list.
 * Markers: items `data-symbol` and `data-class`, the state message `data-state`.
 * @summary Instruments by asset class, searchable, each linking to its page.
 * @attr src - the instruments endpoint, answering `{data: [{symbol, name, slug, class}]}` with class forex, indices, commodities, stocks, etfs or crypto (default `{quotes-api}/api/instruments`).
 * @attr url-template - each instrument's link, `{slug}` filled in (default `/markets/{slug}`; empty: no links).
 * @attr heading - the accessible name of the widget (default "Instruments").
 * @attr initial-class - the class selected first: all, forex, indices, commodities, stocks, etfs or crypto (default all).
 * @csspart base - the wrapper.
 * @csspart controls - the tabs and the search box.
 * @csspart tablist - the asset class tabs.
 * @csspart tab - a tab; the selected one is also `tab-selected`.
 * @csspart search - the search label and box.
 * @csspart search-input - the search box.
 * @csspart count - the announced result count.
 * @csspart panel - the tab panel.
 * @csspart list - the list of instruments.
 * @csspart item - an instrument.
 * @csspart link - an instrument's link.
 * @csspart symbol - an instrument's symbol.
 * @csspart name - an instrument's name.
 * @csspart empty - the message of a search without results.
 * @csspart clear - the button that clears the search.
 * @csspart state - the loading, empty or failed message.
 * @cssproperty --site-instruments-list-columns - the list's column width (default 256px).
 */
export const instrumentsList: ElementDefinition<InstrumentsListProps> = {
  tag: 'instruments-list',
  attributes: instrumentsListAttributes,
  view: InstrumentsList,
  styles,
};
