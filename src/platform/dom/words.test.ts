import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { languageOf } from './language-tags';
import { ownTexts } from '../runtime/languages';
import { fill, translate, type WordLayers } from './words';

const layers = (overrides: Partial<WordLayers> = {}): WordLayers => ({
  language: 'en',
  element: {},
  page: [],
  catalogue: undefined,
  ...overrides,
});

const swiper = {
  namespace: 'site-swiper',
  english: {
    previous: 'Previous slide',
    go_to: 'Go to slide {index}',
    slides: { one: '{count} slide', other: '{count} slides' },
  },
} as const;
const kit = { namespace: 'forms', english: { email: 'Email', previous: 'Back' } } as const;

describe('words', () => {
  it('reads a tag as its built-in language: the base language, Chinese by script, English for the unknown', () => {
    expectCases(languageOf, [
      ['de-CH', 'de'],
      ['DE_at', 'de'],
      ['zh-HK', 'zh-TW'],
      ['zh-Hant', 'zh-TW'],
      ['zh-TW', 'zh-TW'],
      ['zh-CN', 'zh'],
      ['zh-Hans-HK', 'zh'],
      ['zh', 'zh'],
      ['no', 'nb'],
      ['iw', 'he'],
      ['xx', 'en'],
      ['constructor', 'en'],
      ['', 'en'],
    ]);
  });

  it('chooses the plural form of the language and fills placeholders, keeping unknown ones', () => {
    const text = { one: '{count} Feld', other: '{count} Felder' };
    expect(fill(text, { count: 1 }, 'de')).to.equal('1 Feld');
    expect(fill(text, { count: 3 }, 'de')).to.equal('3 Felder');
    const polish = { one: '{count} pole', few: '{count} pola', many: '{count} pól', other: '{count} pola' };
    expect(fill(polish, { count: 5 }, 'pl')).to.equal('5 pól');
    expect(fill(polish, { count: 3 }, 'pl')).to.equal('3 pola');
    expect(fill({ other: '{count} 件' }, { count: 1 }, 'ja'), 'a missing form is `other`').to.equal('1 件');
    expect(fill('Slide {index} of {count}', { index: 2 }, 'en')).to.equal('Slide 2 of {count}');
    expect(fill('Go to slide {{index}}', { index: 3 }, 'en'), 'the first wording').to.equal('Go to slide 3');
    expect(fill('{constructor}', {}, 'en'), 'own values only').to.equal('{constructor}');
    expect(fill('{count} Instrumente', { count: 1200 }, 'de', 'de-DE'), 'in the number locale').to.equal(
      '1.200 Instrumente',
    );
    expect(fill('{count} instruments', { count: 1200 }, 'en', 'fr')).to.equal('1\u202f200 instruments');
    expect(fill('{count}', { count: 12 }, 'en', 'not a tag!')).to.equal('12');
  });

  it('keeps the own string values of hostile JSON only', () => {
    const hostile = JSON.parse('{"a":"A","b":1,"c":{"x":"y"},"__proto__":{"polluted":"yes"}}') as unknown;
    const texts = ownTexts(hostile);
    expect({ ...texts }).to.deep.equal({ a: 'A' });
    expect((texts as Record<string, unknown>).polluted).to.equal(undefined);
    expect({ ...ownTexts(['a']) }).to.deep.equal({});
    expect({ ...ownTexts(null) }).to.deep.equal({});
  });

  it('takes the element override, else the page catalogue, else the built-in catalogue, else English', () => {
    const catalogue = { 'site-swiper': { previous: 'Vorherige Folie', go_to: 'Gehe zu Folie {index}' } };
    const page = [{ 'site-swiper.go_to': 'Zu Folie {index}' }];
    const t = translate([swiper], layers({ language: 'de', catalogue, page, element: { previous: 'Zurück' } }));
    expect(t('previous')).to.equal('Zurück');
    expect(t('go_to', { index: 2 })).to.equal('Zu Folie 2');
    expect(t('slides', { count: 2 }), 'not translated: English').to.equal('2 slides');
    const full = translate([swiper], layers({ element: { 'site-swiper.previous': 'Back' } }));
    expect(full('previous'), 'an override by full key').to.equal('Back');
  });

  it("reads the first source that has a key: a form's own words over the kit's", () => {
    const t = translate<typeof swiper | typeof kit>(
      [swiper, kit],
      layers({ page: [{ 'forms.previous': 'Zurück', 'forms.email': 'E-Mail' }] }),
    );
    expect(t('previous'), 'the first source owns it').to.equal('Previous slide');
    expect(t('email')).to.equal('E-Mail');
  });

  it('shows a key no source has, or one only an object inherits, as it is', () => {
    const t = translate<{ namespace: string; english: Record<string, string> }>([kit], layers());
    for (const key of ['unknown_key', 'constructor', 'toString', '__proto__']) expect(t(key)).to.equal(key);
  });
});
