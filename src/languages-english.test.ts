/**
 * An English page fetches no catalogue (docs/CONTRACT.md, "Language"): its elements' words ship
 * with them, and a page without `data-translations` fetches no page catalogue either.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { siteSwiper } from './elements/site-swiper/site-swiper.element';
import { sitePopup } from './elements/site-popup/site-popup.element';
import { navBar } from './elements/nav-bar/nav-bar.element';
import { define } from './test/harness';
import { providePageCatalogueFetch } from './platform/dom/page-catalogue-source';
import { requestedCatalogues } from './platform/runtime/languages';

const pageCatalogueFetches: string[] = [];
providePageCatalogueFetch(async (url) => void pageCatalogueFetches.push(url));

describe('an English page', () => {
  before(() => define(siteSwiper, sitePopup, navBar));

  it('fetches no catalogue, built-in or of the page', async () => {
    document.documentElement.lang = 'en-GB';
    const page = await fixture<HTMLElement>(html`
      <div>
        <nav-bar
          ><ul slot="menu">
            <li><a href="#a">A</a></li>
          </ul></nav-bar
        >
        <site-swiper
          ><div>1</div>
          <div>2</div></site-swiper
        >
        <site-popup open></site-popup>
      </div>
    `);
    const popup = page.querySelector('site-popup')!;
    await waitUntil(() => popup.shadowRoot!.querySelector('[part=close]')?.getAttribute('aria-label') === 'Close');
    // A store wrongly loaded asks for a catalogue at the render its arrival causes: two frames on.
    await nextFrame();
    await nextFrame();
    expect([...requestedCatalogues()]).to.deep.equal([]);
    expect(pageCatalogueFetches).to.deep.equal([]);
  });
});
