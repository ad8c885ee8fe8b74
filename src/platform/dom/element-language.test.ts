import { expect, fixture, html } from '@open-wc/testing';
import { formatTag, wordsTag } from './element-language';

describe('element language', () => {
  const root = document.documentElement;
  const body = document.body;
  let saved: { lang: string; locale: string | undefined };
  beforeEach(() => {
    saved = { lang: root.lang, locale: body.dataset.locale };
  });
  afterEach(() => {
    root.lang = saved.lang;
    if (saved.locale === undefined) delete body.dataset.locale;
    else body.dataset.locale = saved.locale;
  });

  it("follows the nearest lang, the element's own and its shadow hosts' included, <html> last", async () => {
    root.lang = 'fr';
    const section = await fixture<HTMLElement>(
      html`<section lang="de-CH">
        <div><span></span></div>
      </section>`,
    );
    const span = section.querySelector('span')!;
    expect(wordsTag(span)).to.equal('de-CH');
    span.lang = 'es';
    expect(wordsTag(span)).to.equal('es');
    const host = section.querySelector('div')!;
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('p'));
    expect(wordsTag(inner), 'through the shadow host').to.equal('de-CH');
    section.removeAttribute('lang');
    expect(wordsTag(inner)).to.equal('fr');
  });

  it('falls back to <body data-locale>, then English, for words', async () => {
    root.removeAttribute('lang');
    const element = await fixture<HTMLElement>(html`<div></div>`);
    body.dataset.locale = 'pl-PL';
    expect(wordsTag(element)).to.equal('pl-PL');
    delete body.dataset.locale;
    expect(wordsTag(element)).to.equal('en');
  });

  it('formats in the nearest lang below <html>, else data-locale, else <html lang>', async () => {
    root.lang = 'en-GB';
    body.dataset.locale = 'de-DE';
    const section = await fixture<HTMLElement>(html`<section><span></span></section>`);
    const span = section.querySelector('span')!;
    expect(formatTag(span), 'data-locale is the page number format').to.equal('de-DE');
    expect(wordsTag(span), 'the words follow <html lang>').to.equal('en-GB');
    section.lang = 'fr-FR';
    expect(formatTag(span), 'a section formats in its own language').to.equal('fr-FR');
    section.removeAttribute('lang');
    delete body.dataset.locale;
    expect(formatTag(span)).to.equal('en-GB');
  });

  it('skips a lang that is not a language tag, saying so once', async () => {
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      root.lang = 'it';
      const element = await fixture<HTMLElement>(html`<div lang="not a tag!"></div>`);
      expect(wordsTag(element)).to.equal('it');
      expect(wordsTag(element)).to.equal('it');
    } finally {
      console.error = error;
    }
    expect(errors).to.deep.equal(['"not a tag!" is not a language tag; ignoring it.']);
  });
});
