/**
 * Demo data for the notice widgets:
 *   GET  /api/country-sites  which regulator's site serves each country (`<country-switcher>`):
 *        `{ countries: [{ code, regulator, url }] }`, codes only: the widget names them in the
 *        page's locale. GB → the FCA site, EU/EEA → CySEC, AU → ASIC, the rest → the global site.
 *   POST /api/report-fraud   a report of a fraudulent site or a compromised account
 *        (`<stolen-accounts>`): `{ email, subject, description, page? }` → 201 `{ reference }`,
 *        400 `{ message, fields }` when a field is missing or malformed.
 * Both take the fault switches of content.mjs (`POST /__content/faults`).
 */

const EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];
const GLOBAL = [
  'AE',
  'AR',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'HK',
  'ID',
  'IL',
  'IN',
  'JO',
  'KE',
  'KR',
  'KW',
  'MX',
  'MY',
  'NG',
  'NZ',
  'OM',
  'PE',
  'PH',
  'QA',
  'SA',
  'SG',
  'TH',
  'TR',
  'TW',
  'UA',
  'VN',
  'ZA',
];

const SITES = {
  fca: '/uk/',
  cysec: '/eu/',
  asic: '/au/',
  fsa: '/global/',
};

export const COUNTRY_SITES = [
  { code: 'GB', regulator: 'fca', url: SITES.fca },
  ...EEA.map((code) => ({ code, regulator: 'cysec', url: SITES.cysec })),
  { code: 'AU', regulator: 'asic', url: SITES.asic },
  ...GLOBAL.map((code) => ({ code, regulator: 'fsa', url: SITES.fsa })),
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
let reports = 0;

export async function noticeRoutes(route) {
  route('GET', '/api/country-sites', async () => ({ countries: COUNTRY_SITES }));

  route('POST', '/api/report-fraud', async (request, reply) => {
    const { email, subject, description } = request.body ?? {};
    const fields = {};
    if (typeof email !== 'string' || !EMAIL.test(email)) fields.email = 'A valid email address is required.';
    if (typeof subject !== 'string' || !subject.trim()) fields.subject = 'The website or account is required.';
    if (typeof description !== 'string' || description.trim().length < 10) {
      fields.description = 'Describe what happened in at least 10 characters.';
    }
    if (Object.keys(fields).length > 0) return reply.code(400).send({ message: 'Invalid report', fields });
    reports += 1;
    return reply.code(201).send({ reference: `FR-${String(10000 + reports)}` });
  });
}
