/**
 * Courses, webinars, e-books and videos of education-cards: the answer of `GET /api/education`
 * read and checked, the level and format filters, past webinars, and webinar times in the
 * visitor's time zone. Pure: no DOM, no React, no I/O; "now" and the zone are arguments.
 */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { ContentShapeError } from '../../services/content/content-source';
import { educationCardsWords } from './education-cards.words';
import { isRecord } from '../../platform/dom/is-record';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const FORMATS = ['course', 'webinar', 'ebook', 'video'] as const;
export type Level = (typeof LEVELS)[number];
export type Format = (typeof FORMATS)[number];

export interface EducationItem {
  id: string;
  format: Format;
  level: Level;
  title: string;
  description: string;
  presenter: string | null;
  /** ISO start of a webinar. */
  startsAt: string | null;
  durationMinutes: number | null;
  /** Sign-up (or download) link. */
  url: string;
  /** A past webinar's recording. */
  recordingUrl: string | null;
}

/** A webinar without a duration counts as over this long after its start. */
export const DEFAULT_WEBINAR_MINUTES = 60;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function readItem(raw: unknown, index: number): EducationItem {
  if (!isRecord(raw)) throw new ContentShapeError(`item ${index} is not an object`);
  const format = text(raw.format) as Format;
  const level = text(raw.level) as Level;
  const title = text(raw.title);
  const url = text(raw.url);
  if (!FORMATS.includes(format)) throw new ContentShapeError(`item ${index} has an unknown format "${format}"`);
  if (!LEVELS.includes(level)) throw new ContentShapeError(`item ${index} has an unknown level "${level}"`);
  if (!title || !url) throw new ContentShapeError(`item ${index} has no title or url`);
  const startsAt = text(raw.starts_at);
  if (format === 'webinar' && Number.isNaN(Date.parse(startsAt))) {
    throw new ContentShapeError(`webinar ${index} has no valid starts_at`);
  }
  const duration = Number(raw.duration_minutes);
  return {
    id: text(raw.id) || String(raw.id ?? index),
    format,
    level,
    title,
    description: text(raw.description),
    presenter: text(raw.presenter) || null,
    startsAt: startsAt && !Number.isNaN(Date.parse(startsAt)) ? startsAt : null,
    durationMinutes: Number.isFinite(duration) && duration > 0 ? Math.round(duration) : null,
    url,
    recordingUrl: text(raw.recording_url) || null,
  };
}

/** `{ items: [...] }`: null when it holds nothing (or is `{}`), a ContentShapeError for another shape. */
export function readEducation(body: unknown): EducationItem[] | null {
  if (isRecord(body) && Object.keys(body).length === 0) return null;
  const items = isRecord(body) ? body.items : undefined;
  if (!Array.isArray(items)) throw new ContentShapeError('expected { items: [...] }');
  return items.length === 0 ? null : items.map(readItem);
}

export type Choice<T> = T | 'all';
export interface Filters {
  level: Choice<Level>;
  format: Choice<Format>;
}
export const NO_FILTERS: Filters = { level: 'all', format: 'all' };

/** Whether a webinar has ended at `now` (its start plus its duration). Other formats never end. */
export function isPast(item: EducationItem, now: number): boolean {
  if (item.format !== 'webinar' || !item.startsAt) return false;
  return Date.parse(item.startsAt) + (item.durationMinutes ?? DEFAULT_WEBINAR_MINUTES) * 60_000 <= now;
}

/**
 * The items to show for `filters` at `now`: past webinars hidden (`hide`) or moved after the
 * rest (`mark`), upcoming webinars soonest first among the webinars' places, others in the
 * answer's order.
 */
export function visibleItems(
  items: readonly EducationItem[],
  filters: Filters,
  now: number,
  pastWebinars: 'mark' | 'hide',
): EducationItem[] {
  const matching = items.filter(
    (item) =>
      (filters.level === 'all' || item.level === filters.level) &&
      (filters.format === 'all' || item.format === filters.format),
  );
  const current = matching.filter((item) => !isPast(item, now));
  const past = matching.filter((item) => isPast(item, now));
  // Upcoming webinars take the webinar slots in start order; the other cards keep their place.
  const upcoming = current
    .filter((item) => item.format === 'webinar')
    .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!));
  const ordered = current.map((item) => (item.format === 'webinar' ? upcoming.shift()! : item));
  return pastWebinars === 'hide' ? ordered : [...ordered, ...past];
}

/** Which filter choices have at least one item, so the controls can say "(0)". */
export function countBy<K extends 'level' | 'format'>(
  items: readonly EducationItem[],
  key: K,
): Map<EducationItem[K], number> {
  const counts = new Map<EducationItem[K], number>();
  for (const item of items) counts.set(item[key], (counts.get(item[key]) ?? 0) + 1);
  return counts;
}

/** Whether `zone` is an IANA time zone this browser knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface WebinarTime {
  /** Date and time in the zone, in the dayjs locale (`Thu, Nov 26, 2026 2:00 PM`). */
  text: string;
  /** The zone's abbreviation at that moment (`EST`, `GMT+1`). */
  zone: string;
  iso: string;
}

/** A webinar's start in the visitor's time zone and the page's dayjs locale. */
export function webinarTime(startsAt: string, zone: string, locale: string): WebinarTime | null {
  const start = dayjs(startsAt);
  if (!start.isValid() || !isTimeZone(zone)) return null;
  const local = start.locale(locale).tz(zone);
  return { text: local.format('llll'), zone: local.offsetName('short') ?? zone, iso: start.toISOString() };
}

/** `90` → `1 h 30 min`, `45` → `45 min`, `300` → `5 h`. */
export function durationText(minutes: number, hourUnit = 'h', minuteUnit = 'min'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} ${hourUnit}` : '', rest ? `${rest} ${minuteUnit}` : ''].filter(Boolean).join(' ');
}

/** The visible texts (the element's words); the `labels` attribute overrides any of them. */
export type Labels = Readonly<Record<keyof (typeof educationCardsWords)['english'], string>>;

/** The `labels` attribute check: an object of texts whose keys are known. */
export function checkLabels(value: unknown): string | null {
  if (!isRecord(value)) return 'expected a JSON object of texts';
  for (const [key, label] of Object.entries(value)) {
    if (!Object.hasOwn(educationCardsWords.english, key)) return `has an unknown key "${key}"`;
    if (typeof label !== 'string') return `"${key}" is not a text`;
  }
  return null;
}
