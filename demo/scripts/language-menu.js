// The demo's language menu, on every page: it switches <html lang> (and dir) live, so each
// element's words change at once (docs/CONTRACT.md, "Language"). `?lang=de` opens a page in a
// language; the choice is kept for the tab. A file of its own: the demo pages run under a strict
// script-src (scripts/check-csp.mjs).
const LANGUAGES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  pl: 'Polski',
  nl: 'Nederlands',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  el: 'Ελληνικά',
  hr: 'Hrvatski',
  sl: 'Slovenščina',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
  nb: 'Norsk bokmål',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  hi: 'हिन्दी',
};
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa']);
const KEY = 'demo-language';

function choose(language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
  sessionStorage.setItem(KEY, language);
}

const asked = new URLSearchParams(location.search).get('lang');
const start = [asked, sessionStorage.getItem(KEY)].find((language) => language && language in LANGUAGES);
if (start) choose(start);

const label = document.createElement('label');
label.className = 'demo-language';
label.textContent = '🌐 ';
const select = document.createElement('select');
select.setAttribute('aria-label', 'Demo language');
for (const [code, name] of Object.entries(LANGUAGES)) select.add(new Option(`${name} (${code})`, code));
select.value = document.documentElement.lang in LANGUAGES ? document.documentElement.lang : 'en';
select.addEventListener('change', () => choose(select.value));
label.append(select);
// In the flow at the page's end, not fixed: nothing moves when it comes, and the library's bars
// (app-banner, button-on-scroll) keep it clear when it takes the focus as they do any control.
Object.assign(label.style, {
  display: 'block',
  inlineSize: 'fit-content',
  margin: '16px 8px',
  padding: '4px 6px',
  background: '#fff',
  border: '1px solid #8a939e',
  borderRadius: '6px',
  font: '14px system-ui, sans-serif',
});
select.style.maxWidth = '11em';
select.style.minHeight = '24px';
document.body.append(label);
