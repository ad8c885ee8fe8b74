import { expect } from '@open-wc/testing';
import { articleDate, RELATIVE_DAYS } from './article-dates';
import { loadDayjsLocale, localeCandidates } from './dayjs-locale';
import { fillText, readingTimeText } from './article-text';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('article dates', () => {
  it('reads recent articles relatively, at a fixed now', () => {
    expect(articleDate(ago(2 * HOUR), NOW, 'en')).to.include({ text: '2 hours ago', relative: true });
    expect(articleDate(ago(3 * DAY), NOW, 'en')).to.include({ text: '3 days ago', relative: true });
    expect(articleDate(ago(20 * 1000), NOW, 'en')!.text).to.equal('a few seconds ago');
  });

  it('switches to the long date at RELATIVE_DAYS (7 days)', () => {
    expect(RELATIVE_DAYS).to.equal(7);
    expect(articleDate(ago(7 * DAY - HOUR), NOW, 'en')).to.include({ text: '7 days ago', relative: true });
    expect(articleDate(ago(7 * DAY), NOW, 'en')).to.include({ text: 'November 17, 2026', relative: false });
    expect(articleDate('2026-01-05T09:00:00Z', NOW, 'en')).to.deep.include({
      text: 'January 5, 2026',
      full: 'January 5, 2026',
      iso: '2026-01-05T09:00:00.000Z',
    });
  });

  it('reads a date a little ahead of the visitor clock as just published', () => {
    expect(articleDate(new Date(NOW + 5 * 60_000).toISOString(), NOW, 'en')!.text).to.equal('a few seconds ago');
  });

  it('gives null for an invalid date', () => {
    expect(articleDate('not a date', NOW, 'en')).to.equal(null);
  });

  it('formats in a loaded locale, in English for one that is not loaded', async () => {
    expect(await loadDayjsLocale('de-DE')).to.equal('de');
    expect(articleDate(ago(3 * DAY), NOW, 'de')!.text).to.equal('vor 3 Tagen');
    expect(articleDate('2026-01-05T09:00:00Z', NOW, 'de')!.text).to.equal('5. Januar 2026');
    expect(articleDate(ago(3 * DAY), NOW, 'xx')!.text).to.equal('3 days ago');
  });
});

describe('dayjs locale loading', () => {
  it('tries the region, then the language', () => {
    expect(localeCandidates('de-AT')).to.deep.equal(['de-at', 'de']);
    expect(localeCandidates('pt_BR')).to.deep.equal(['pt-br', 'pt']);
    expect(localeCandidates('pl')).to.deep.equal(['pl']);
  });

  it('loads a locale on demand, falling back to English without an error', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(await loadDayjsLocale('en-GB')).to.equal('en-gb');
      expect(await loadDayjsLocale('pl')).to.equal('pl');
      expect(await loadDayjsLocale('de-LI')).to.equal('de');
      expect(await loadDayjsLocale('en-US')).to.equal('en');
      expect(await loadDayjsLocale('xx-YY')).to.equal('en');
      expect(await loadDayjsLocale('')).to.equal('en');
      expect(await loadDayjsLocale('constructor'), 'only its own locales').to.equal('en');
    } finally {
      console.error = original;
    }
    expect(errors).to.deep.equal([]);
  });
});

describe('article texts', () => {
  it('writes the reading time with the locale digits', () => {
    expect(readingTimeText('{minutes} min read', 5, 'en')).to.equal('5 min read');
    expect(readingTimeText('Lesezeit: {minutes} Min.', 12, 'de')).to.equal('Lesezeit: 12 Min.');
    expect(readingTimeText('دقائق', 3, 'ar-EG')).to.equal('٣ دقائق');
    expect(readingTimeText('{minutes} min', 3, 'not a locale!')).to.equal('3 min');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fillText('{shown} of {total}', { shown: 12, total: 25 })).to.equal('12 of 25');
    expect(fillText('{shown} {x}', { shown: 1 })).to.equal('1 {x}');
    expect(fillText('{constructor}', {}), 'only its own values').to.equal('{constructor}');
  });
});
