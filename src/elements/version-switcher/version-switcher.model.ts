/** Version switcher rules: which versions the children offer, their labels, and the URL hash. Pure. */
import { own } from '../../platform/dom/own';
import { keyForHash } from '../../widgets/tabs/hash-selection';

export interface Version {
  /** Lower-case id from `data-version`: also the URL hash (`#mt5`) and the slot name. */
  id: string;
  label: string;
}

/** What a child declares: its `data-version` and `data-label` (null when absent). */
export interface VersionSource {
  version: string | null;
  label: string | null;
}

/** Labels for the versions brokers usually offer, when a child gives no `data-label`. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  mt4: 'MetaTrader 4',
  mt5: 'MetaTrader 5',
  webtrader: 'WebTrader',
  ctrader: 'cTrader',
  tradingview: 'TradingView',
};

const VERSION_ID = /^[a-z0-9][a-z0-9_-]*$/;

export interface VersionsResult {
  versions: Version[];
  /** One message per child that was left out (a bad or repeated `data-version`). */
  problems: string[];
}

/** The versions in document order; children with a malformed or repeated id are left out. */
export function readVersions(sources: readonly VersionSource[]): VersionsResult {
  const versions: Version[] = [];
  const problems: string[] = [];
  for (const [index, { version, label }] of sources.entries()) {
    const id = version?.trim().toLowerCase() ?? '';
    if (!VERSION_ID.test(id)) {
      problems.push(`child ${index + 1} has data-version "${version ?? ''}"; expected letters, digits, "-" or "_"`);
    } else if (versions.some((known) => known.id === id)) {
      problems.push(`child ${index + 1} repeats data-version "${id}"`);
    } else {
      versions.push({ id, label: label?.trim() || own(KNOWN_LABELS, id) || id.toUpperCase() });
    }
  }
  return { versions, problems };
}

/** The versions' ids, the keys the URL hash selects by (`#MT5` → mt5). */
export const versionIds = (versions: readonly Version[]) => versions.map((version) => version.id);

/** The index of the version called `id` (case-insensitive), or -1. */
export function versionIndex(versions: readonly Version[], id: string): number {
  const wanted = id.trim().toLowerCase();
  return wanted ? versions.findIndex((version) => version.id === wanted) : -1;
}

/**
 * The version shown first: the URL hash's, else the `value` attribute's, else the first.
 * The hash wins because it is what a shared link asks for.
 */
export function initialVersion(versions: readonly Version[], hash: string, value: string): number {
  const fromHash = keyForHash(versionIds(versions), hash);
  if (fromHash >= 0) return fromHash;
  return Math.max(0, versionIndex(versions, value));
}
