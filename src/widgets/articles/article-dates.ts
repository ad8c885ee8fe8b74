/**
 * Publication dates as a visitor reads them (issue #11): relative ("3 days ago") for an article
 * younger than RELATIVE_DAYS, the localized long date ("24 November 2026") otherwise, both in the
 * page locale once its dayjs data is loaded (dayjs-locale.ts). Pure: "now" is an argument, so
 * tests fix it; a locale that is not loaded formats in English.
 */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

/**
 * Younger than this many days reads as relative. A week is what a visitor counts in days
 * ("6 days ago"); beyond it "a month ago" is too vague for news, so the date itself shows.
 */
export const RELATIVE_DAYS = 7;

export interface ArticleDate {
  /** What the visitor reads. */
  text: string;
  /** The long date, for a tooltip when `text` is relative. */
  full: string;
  /** For `<time datetime>`. */
  iso: string;
  relative: boolean;
}

/** `published` (ISO or epoch ms) formatted at `now` in the dayjs locale `locale`; null for an invalid date. */
export function articleDate(published: string | number, now: number, locale: string): ArticleDate | null {
  const date = dayjs(published);
  if (!date.isValid()) return null;
  const local = date.locale(locale);
  const full = local.format('LL');
  const age = now - date.valueOf();
  const relative = age < RELATIVE_DAYS * 24 * 60 * 60 * 1000;
  // A date slightly ahead of the visitor's clock (skew) reads as just published, never "in 2 minutes".
  const text = relative ? local.from(Math.max(now, date.valueOf())) : full;
  return { text, full, iso: date.toISOString(), relative };
}
