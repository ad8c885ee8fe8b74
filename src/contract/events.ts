/**
 * Types of the public contract (docs/CONTRACT.md) that every layer may name: they sit below the
 * platform, import nothing, and hold no code.
 */

/** The quotes feed's connection state, as the `feed-status` event carries it. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'stale';

/** Events our elements dispatch: bubbling and composed, so a page hears them across shadow roots. */
export interface SiteEventMap {
  ready: undefined;
  'tab-change': { index: number; value: string };
  'version-change': { index: number; version: string };
  /** `<country-switcher>` is about to go to a country's site; cancel it to stay. */
  'country-switch': { code: string; regulator: string; url: string };
  'accordion-toggle': { index: number; expanded: boolean };
  /** `<select-switcher>`: the visitor chose another block. */
  'select-change': { index: number; value: string; label: string };
  /** `<details-widget>`: the visitor showed or hid the details. */
  'details-toggle': { open: boolean };
  'popup-open': undefined;
  'popup-close': undefined;
  /** The quotes feed's connection state, so a page can show it. */
  'feed-status': { status: FeedStatus };
  /** A form is shown, and each time it moves to another step. */
  'form-view': { form: string; step: string };
  'form-step': { form: string; step: string };
  'form-submit': { form: string; step: string };
  /** The server's answer to the flow's last submission; cancel it to stay on the page instead of the redirect. */
  'form-success': unknown;
  'form-error': { code: string; status: number | null; message: string };
}
