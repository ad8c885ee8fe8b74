/**
 * The countries a form offers when the server's list is missing, malformed, empty, late or
 * failing: every ISO 3166-1 region with its calling code, named in the page's language by the
 * browser (Intl.DisplayNames). Its id is the ISO 3166-1 numeric code (the convention the
 * registration API's own ids follow); it has no serving company (see companies.ts). Pure.
 */
import type { Country } from './country';

/**
 * Every ISO 3166-1 alpha-2 code with its ITU calling code and numeric code, as `AD376.20`;
 * Kosovo's XK added, which has no numeric code.
 */
const CALLING_CODES =
  'AD376.20 AE971.784 AF93.4 AG1.28 AI1.660 AL355.8 AM374.51 AO244.24 AQ672.10 AR54.32 AS1.16 ' +
  'AT43.40 AU61.36 AW297.533 AX358.248 AZ994.31 BA387.70 BB1.52 BD880.50 BE32.56 BF226.854 ' +
  'BG359.100 BH973.48 BI257.108 BJ229.204 BL590.652 BM1.60 BN673.96 BO591.68 BQ599.535 BR55.76 ' +
  'BS1.44 BT975.64 BV47.74 BW267.72 BY375.112 BZ501.84 CA1.124 CC61.166 CD243.180 CF236.140 ' +
  'CG242.178 CH41.756 CI225.384 CK682.184 CL56.152 CM237.120 CN86.156 CO57.170 CR506.188 CU53.192 ' +
  'CV238.132 CW599.531 CX61.162 CY357.196 CZ420.203 DE49.276 DJ253.262 DK45.208 DM1.212 DO1.214 ' +
  'DZ213.12 EC593.218 EE372.233 EG20.818 EH212.732 ER291.232 ES34.724 ET251.231 FI358.246 FJ679.242 ' +
  'FK500.238 FM691.583 FO298.234 FR33.250 GA241.266 GB44.826 GD1.308 GE995.268 GF594.254 GG44.831 ' +
  'GH233.288 GI350.292 GL299.304 GM220.270 GN224.324 GP590.312 GQ240.226 GR30.300 GS500.239 ' +
  'GT502.320 GU1.316 GW245.624 GY592.328 HK852.344 HM672.334 HN504.340 HR385.191 HT509.332 HU36.348 ' +
  'ID62.360 IE353.372 IL972.376 IM44.833 IN91.356 IO246.86 IQ964.368 IR98.364 IS354.352 IT39.380 ' +
  'JE44.832 JM1.388 JO962.400 JP81.392 KE254.404 KG996.417 KH855.116 KI686.296 KM269.174 KN1.659 ' +
  'KP850.408 KR82.410 KW965.414 KY1.136 KZ7.398 LA856.418 LB961.422 LC1.662 LI423.438 LK94.144 ' +
  'LR231.430 LS266.426 LT370.440 LU352.442 LV371.428 LY218.434 MA212.504 MC377.492 MD373.498 ' +
  'ME382.499 MF590.663 MG261.450 MH692.584 MK389.807 ML223.466 MM95.104 MN976.496 MO853.446 MP1.580 ' +
  'MQ596.474 MR222.478 MS1.500 MT356.470 MU230.480 MV960.462 MW265.454 MX52.484 MY60.458 MZ258.508 ' +
  'NA264.516 NC687.540 NE227.562 NF672.574 NG234.566 NI505.558 NL31.528 NO47.578 NP977.524 ' +
  'NR674.520 NU683.570 NZ64.554 OM968.512 PA507.591 PE51.604 PF689.258 PG675.598 PH63.608 PK92.586 ' +
  'PL48.616 PM508.666 PN64.612 PR1.630 PS970.275 PT351.620 PW680.585 PY595.600 QA974.634 RE262.638 ' +
  'RO40.642 RS381.688 RU7.643 RW250.646 SA966.682 SB677.90 SC248.690 SD249.729 SE46.752 SG65.702 ' +
  'SH290.654 SI386.705 SJ47.744 SK421.703 SL232.694 SM378.674 SN221.686 SO252.706 SR597.740 ' +
  'SS211.728 ST239.678 SV503.222 SX1.534 SY963.760 SZ268.748 TC1.796 TD235.148 TF262.260 TG228.768 ' +
  'TH66.764 TJ992.762 TK690.772 TL670.626 TM993.795 TN216.788 TO676.776 TR90.792 TT1.780 TV688.798 ' +
  'TW886.158 TZ255.834 UA380.804 UG256.800 UM1.581 US1.840 UY598.858 UZ998.860 VA39.336 VC1.670 ' +
  'VE58.862 VG1.92 VI1.850 VN84.704 VU678.548 WF681.876 WS685.882 XK383 YE967.887 YT262.175 ' +
  'ZA27.710 ZM260.894 ZW263.716';

/** Every country, named in `locale` (the code itself where the browser knows no name), by name. */
export function builtInCountries(locale: string): Country[] {
  const names = regionNames(locale);
  const countries = CALLING_CODES.split(' ').map((entry) => {
    const code = entry.slice(0, 2);
    const [callingCode, numericCode] = entry.slice(2).split('.');
    const country: Country = { code, name: names?.of(code) ?? code, phone_code: `+${callingCode}` };
    if (numericCode) country.id = Number(numericCode);
    return country;
  });
  return countries.sort((a, b) => a.name.localeCompare(b.name, locale));
}

function regionNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return undefined;
  }
}
