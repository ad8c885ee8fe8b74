/** The usual names of the regulators (country-switcher's "Served by …", regulator-mismatch's notice). */
const NAMES: Readonly<Record<string, string>> = {
  fca: 'FCA (United Kingdom)',
  cysec: 'CySEC (Cyprus, EU)',
  asic: 'ASIC (Australia)',
  fsa: 'FSA (Seychelles)',
  jsc: 'JSC (Jordan)',
  cma: 'CMA (Kenya)',
};

/** The regulator's usual name, case-insensitive; an unknown one in capitals. */
export const regulatorName = (regulator: string): string => NAMES[regulator.toLowerCase()] ?? regulator.toUpperCase();
