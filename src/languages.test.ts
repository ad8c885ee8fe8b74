/**
 * Every element speaks its nearest `lang` (docs/CONTRACT.md, "Language"), live, with the built-in
 * catalogue of that language fetched as its own chunk and the page's catalogue over it. The
 * texts expected are the catalogues' own (English where a catalogue has no text for a key yet).
 * In the browser build each catalogue is a chunk of its own (docs/PERFORMANCE.md measures them).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import de from './catalogues/de';
import fr from './catalogues/fr';
import es from './catalogues/es';
import type { Catalogue } from './contract/words';
import { siteSwiper } from './elements/site-swiper/site-swiper.element';
import { sitePopup } from './elements/site-popup/site-popup.element';
import { loginForm } from './elements/login-form/login-form.element';
import { siteSwiperWords } from './elements/site-swiper/site-swiper.words';
import { loginFormWords } from './elements/login-form/login-form.words';
import { formsWords } from './forms/forms.words';
import { providePageCatalogueFetch } from './platform/dom/page-catalogue-source';
import { requestedCatalogues } from './platform/runtime/languages';
import { fetchPageCatalogue } from './services/content/page-catalogue';
import * as forms from './test/forms';
import { define } from './test/harness';
import { deepActiveElement } from './test/focus';

// The page catalogue is the page's, read once: set before any element of this file renders.
document.body.dataset.translations = '/src/test/fixtures/page-words.json';
providePageCatalogueFetch(fetchPageCatalogue);

/** The built-in text of `key` in `catalogue`, English where it has none yet. */
const textOf = (catalogue: Catalogue, words: { namespace: string; english: Record<string, unknown> }, key: string) =>
  (catalogue[words.namespace]?.[key] as string | undefined) ?? (words.english[key] as string);

/** Whether the page asked for the catalogue chunk of `language`. */
const requested = (language: string) => (requestedCatalogues() as ReadonlySet<string>).has(language);

const label = (host: Element, name: string) =>
  host.querySelector(`.field[data-field="${name}"] label`)?.textContent?.trim() ?? '';

describe('language', () => {
  const root = document.documentElement;
  const saved = { lang: root.lang, dir: root.dir };
  forms.formTestHooks();
  before(() => define(siteSwiper, sitePopup));
  afterEach(() => {
    root.lang = saved.lang;
    root.dir = saved.dir;
  });

  it("speaks a German page's language: the built-in German catalogue, the page catalogue over it", async () => {
    root.lang = 'de';
    const host = await forms.mountForm(loginForm);
    await waitUntil(() => requested('de'), 'the German catalogue was not fetched');
    await waitUntil(() => forms.headingText(host) === '<b>Anmelden</b> (Seite)', 'the page catalogue did not apply');
    expect(host.shadowRoot.querySelector('h2 b'), 'markup in a text is shown as text').to.equal(null);
    await waitUntil(() => label(host, 'email') === textOf(de, formsWords, 'email'), 'not the German label');
  });

  it('speaks French in a French section of an English page, English outside it', async () => {
    root.lang = 'en';
    const page = await fixture<HTMLElement>(html`
      <div>
        <section lang="fr">
          <site-swiper
            ><div>1</div>
            <div>2</div>
            <div>3</div></site-swiper
          >
        </section>
        <site-swiper
          ><div>1</div>
          <div>2</div>
          <div>3</div></site-swiper
        >
      </div>
    `);
    const [french, english] = [...page.querySelectorAll('site-swiper')];
    const previous = (swiper: Element) =>
      swiper.shadowRoot!.querySelector('[part=previous]')?.getAttribute('aria-label');
    const next = (swiper: Element) => swiper.shadowRoot!.querySelector('[part=next]')?.getAttribute('aria-label');
    await waitUntil(() => next(french!) === 'Diapositive suivante (page)', 'the section is not French');
    await waitUntil(() => previous(french!) === textOf(fr, siteSwiperWords, 'previous'));
    expect(requested('fr')).to.equal(true);
    expect(next(english!)).to.equal('Next slide');
    expect(previous(english!)).to.equal('Previous slide');
  });

  it('switches live to Spanish, keeping what was typed and the focus', async () => {
    root.lang = 'en';
    const host = await forms.mountForm(loginForm);
    await waitUntil(() => forms.stepForm(host)?.querySelector('[name="email"]'), 'no email field');
    const email = forms.fieldControl(host, 'email');
    email.focus();
    await sendKeys({ type: 'ana@example.com' });
    expect(label(host, 'email')).to.equal('Email');
    const switched = performance.now();
    root.lang = 'es';
    await waitUntil(() => label(host, 'email') === 'Correo electrónico (página)', 'the words did not switch', {
      timeout: 1000,
    });
    expect(performance.now() - switched).to.be.below(1000);
    await waitUntil(() => requested('es'), 'the Spanish catalogue was not fetched');
    expect(forms.fieldControl(host, 'email').value).to.equal('ana@example.com');
    expect(deepActiveElement()).to.equal(forms.fieldControl(host, 'email'));
    expect(forms.submitButton(host).textContent).to.contain(textOf(es, loginFormWords, 'login_submit'));
  });

  it('lays an Arabic page out right to left, digits left to right', async () => {
    root.lang = 'ar';
    root.removeAttribute('dir');
    const popup = await fixture<HTMLElement>(html`<site-popup open><p>نص</p></site-popup>`);
    await waitUntil(
      () => popup.shadowRoot!.querySelector('[part=close]')?.getAttribute('aria-label') === 'إغلاق (الصفحة)',
    );
    expect(popup.dir, 'a page without dir: the element turns itself').to.equal('rtl');
    expect(getComputedStyle(popup).direction).to.equal('rtl');
    root.lang = 'en';
    await waitUntil(() => popup.dir === '', 'back to the page direction');
  });

  it('reads de-CH as German and an unknown language as English', async () => {
    root.lang = 'en';
    const page = await fixture<HTMLElement>(html`
      <div>
        <section lang="de-CH"><site-popup open></site-popup></section>
        <section lang="xx-YY"><site-popup open></site-popup></section>
      </div>
    `);
    const [swiss, unknown] = [...page.querySelectorAll('site-popup')];
    const closeLabel = (popup: Element) => popup.shadowRoot!.querySelector('[part=close]')?.getAttribute('aria-label');
    await waitUntil(() => closeLabel(swiss!) === 'Schließen (Seite)', 'de-CH does not read German');
    expect(requested('de')).to.equal(true);
    await waitUntil(() => closeLabel(unknown!) === 'Close', 'an unknown language does not read English');
    expect(requested('xx')).to.equal(false);
  });

  it("lets an element's translations attribute win over the page and the built-in words", async () => {
    root.lang = 'de';
    const popup = await fixture<HTMLElement>(
      html`<site-popup open translations='{"close":"Zu","site-popup.nothing":"x"}'></site-popup>`,
    );
    const closeLabel = () => popup.shadowRoot!.querySelector('[part=close]')?.getAttribute('aria-label');
    await waitUntil(() => closeLabel() === 'Zu');
    popup.setAttribute('translations', '{"site-popup.close":"Schließen!"}');
    await waitUntil(() => closeLabel() === 'Schließen!', 'a full key');
    popup.removeAttribute('translations');
    await waitUntil(() => closeLabel() === 'Schließen (Seite)', 'back to the page catalogue');
  });
});
