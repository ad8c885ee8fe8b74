/**
 * What <instruments-list> shows: the instruments of the endpoint's answer, by asset class,
 * filtered by a class and a search text. Pure.
 */
import { ContentShapeError } from '../../services/content/content-source';
import { isRecord } from '../../platform/dom/is-record';

export const ASSET_CLASSES = ['forex', 'indices', 'commodities', 'stocks', 'etfs', 'crypto'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export interface Instrument {
  symbol: string;
  name: string;
  slug: string;
  class: AssetClass;
}

const isClass = (value: unknown): value is AssetClass => ASSET_CLASSES.includes(value as AssetClass);

/**
 * Reads `{data: [{symbol, name, slug, class}]}` (or the bare list). An entry without a symbol
 * or with an unknown class is left out; `{}` or an empty list is nothing to show (null);
 * anything else is another shape.
 */
export function readInstruments(body: unknown): Instrument[] | null {
  const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
  if (isRecord(body) && !('data' in body)) return null;
  if (!Array.isArray(list)) throw new ContentShapeError('expected {data: [instruments]}');
  const instruments = list.flatMap((item): Instrument[] => {
    if (!isRecord(item) || typeof item.symbol !== 'string' || !item.symbol.trim() || !isClass(item.class)) return [];
    const symbol = item.symbol.trim();
    return [
      {
        symbol,
        name: typeof item.name === 'string' && item.name.trim() ? item.name.trim() : symbol,
        slug: typeof item.slug === 'string' && item.slug.trim() ? item.slug.trim() : symbol.toLowerCase(),
        class: item.class,
      },
    ];
  });
  return instruments.length > 0 ? instruments : null;
}

/** The classes that have instruments, in the order of ASSET_CLASSES. */
export function classesOf(instruments: readonly Instrument[]): AssetClass[] {
  return ASSET_CLASSES.filter((kind) => instruments.some((item) => item.class === kind));
}

/** Lower case without accents, so "Societe" finds "Société". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The instruments of `kind` ('all' for every class) whose symbol or name contains every word of
 * `query` (case and accents ignored; `eur usd` finds EURUSD).
 */
export function filterInstruments(instruments: readonly Instrument[], kind: AssetClass | 'all', query: string) {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return instruments.filter((item) => {
    if (kind !== 'all' && item.class !== kind) return false;
    const text = folded(`${item.symbol} ${item.name}`);
    return words.every((word) => text.includes(word));
  });
}

/** `url-template` with `{slug}` filled in (encoded); null without a template. */
export function instrumentUrl(template: string, slug: string): string | null {
  return template ? template.replaceAll('{slug}', encodeURIComponent(slug)) : null;
}
