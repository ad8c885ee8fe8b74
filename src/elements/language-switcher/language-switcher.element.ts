import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { languageSwitcherAttributes, type LanguageSwitcherProps } from './language-switcher.attributes';

// Until the view's small chunk arrives, language-switcher.document.css shows the current language in the button's box.
const view = lazyView(
  () => import('./language-switcher'),
  (module) => module.LanguageSwitcher,
);

/**
 * The popup opens 8 px below the closest `<nav-bar>` (else the element itself) and stays in the
 * viewport; its backdrop and Escape close it, and focus returns to the button.
 * @summary A language button with a popup of language links.
 * @attr label - the button's and popup's accessible name.
 * @slot label - the current language, shown on the button, e.g. `<span slot="label">EN</span>`.
 * @slot - the language links, e.g. `<ul><li><a href="/de/" hreflang="de" lang="de">Deutsch</a></li></ul>`.
 * @event popup-open - the popup opened.
 * @event popup-close - the popup closed.
 * @csspart button - the language button.
 * @csspart popup - the popup dialog.
 */
export const languageSwitcher: ElementDefinition<LanguageSwitcherProps> = {
  tag: 'language-switcher',
  attributes: languageSwitcherAttributes,
  view,
};
