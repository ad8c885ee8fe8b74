/**
 * The element reference's pages (scripts/element-docs.mjs): one per family of elements, each
 * with a hand-written introduction. Every tag is on exactly one page: a tag listed here is on its
 * family's page in the order given, every form (an element built by `formElement`) is on the forms
 * page, and a tag that is neither fails `npm run docs` until it is given a family here.
 */

/** The family that takes every element inheriting from this source, sorted by tag. */
export const FORMS_SOURCE = 'formElement';

const TABS_CHOOSER = `## Which tab element?

| element | what it does | URL hash | where the panels come from | use it for |
| --- | --- | --- | --- | --- |
| [\`tabs-with-slots\`](#tabs-with-slots) | ARIA tabs over panels; the hash selects the tab and follows the selection (no history entry) | synced | light-DOM children named by \`slot\` (or \`id\`) = the tab's \`target\` | tabs a link should open at (\`/fees#cfd\`) |
| [\`tabs-content\`](#tabs-content) | ARIA tabs over panels; \`selected-tab\` picks the first; the bar scrolls sideways on phones | left alone | light-DOM children named by \`slot\` (or \`id\`) = the tab's \`target\` | ordinary tabs inside a page section |
| [\`tabs-scroll\`](#tabs-scroll) | a sticky bar whose tabs scroll the page to sections; the selection follows the section in view | left alone | none: each tab's \`target\` is a section elsewhere in the page (id or selector) | an in-page table of contents for a long page |
| [\`home-tabs\`](#home-tabs) | a title and a tab bar; tab 1 on windows up to 768 px; the content is told the selection (\`data-selected-tab\`, children with \`data-tab\` or the target's id shown) | left alone | default-slot children marked \`data-tab\` (or with the target as id); other children always show | a hero or teaser whose content follows the tab |
| [\`hash-blocks\`](#hash-blocks) | blocks one at a time with previous and next buttons (no tab bar); buttons and in-page links add history entries | synced, with history | \`<section id>\`, \`data-hash\` children or those a tab's \`target\` names | a sequence of steps or chapters |

Content per platform version (MT4, MT5, …) behind hash-synced tabs is
[\`version-switcher\`](navigation.md#version-switcher).`;

const SWITCHERS_CHOOSER = `## Which switcher?

| element | what it switches | what it changes | use it for |
| --- | --- | --- | --- |
| [\`country-switcher\`](#country-switcher) | the visitor's country (a select and a Go button) | navigates, on Go only, to the regulator site serving that country | sending a visitor to the right regional site |
| [\`language-switcher\`](#language-switcher) | the page language (a button with a popup of links) | the links navigate; nothing else | the header's language menu |
| [\`regulator-switcher\`](#regulator-switcher) | the regulator (a list of sites) | sets cookie \`oc_regulator_name\` and navigates | switching between the broker's regulated entities |
| [\`select-switcher\`](#select-switcher) | which child block shows (a native select) | the page: one \`data-option\` block shows; the URL hash with \`hash\` | one of several blocks (e.g. one platform's download steps), chosen from a list |
| [\`version-switcher\`](#version-switcher) | which platform version's content shows (tabs) | the page: one \`data-version\` block shows; the URL hash always | content per platform version (MT4, MT5, …) |`;

/**
 * Pages in index order: `slug` names `docs/elements/{slug}.md`, `tags` the elements on it in
 * order (the forms page takes its tags from FORMS_SOURCE), `intro` the text under its title.
 */
export const FAMILIES = [
  {
    slug: 'markets',
    title: 'Quotes and markets',
    intro:
      'Live quotes on the feed of [docs/CONTRACT.md](../CONTRACT.md#quotes-feed-wire-format) (how the feed behaves: [docs/EMBEDDING.md](../EMBEDDING.md#the-quotes-feed)), market tables, payment methods and the trading calculator ([docs/CALCULATOR.md](../CALCULATOR.md)).',
    tags: [
      'quotes-widget',
      'crypto-widget',
      'trade-charts',
      'spreads-table',
      'instruments-list',
      'trading-calculator',
      'deposit-withdrawal',
    ],
  },
  {
    slug: 'forms',
    title: 'Forms',
    intro:
      'Every form is a flow of steps run by one engine ([docs/ARCHITECTURE.md](../ARCHITECTURE.md#add-a-form)); how they behave against any API, their field rules, captcha and API clients are in [docs/FORMS.md](../FORMS.md). What every form shares is listed once, first; each form lists its own attributes.',
    source: FORMS_SOURCE,
  },
  {
    slug: 'navigation',
    title: 'Navigation and switchers',
    intro: 'The site header and search, in-page navigation, the site map, and the switchers.',
    tags: [
      'nav-bar',
      'site-search',
      'site-map',
      'site-anchor',
      'scroll-button',
      'country-switcher',
      'language-switcher',
      'regulator-switcher',
      'select-switcher',
      'version-switcher',
    ],
    chooser: SWITCHERS_CHOOSER,
  },
  {
    slug: 'tabs',
    title: 'Tabs',
    intro: 'Four tab elements and hash-driven blocks, all over server-rendered content that stays in the page.',
    tags: ['tabs-with-slots', 'tabs-content', 'tabs-scroll', 'home-tabs', 'hash-blocks'],
    chooser: TABS_CHOOSER,
    chooserFirst: true,
  },
  {
    slug: 'media',
    title: 'Media',
    intro: 'Video, carousels, embeds, icons and social links.',
    tags: [
      'intro-video',
      'youtube-video',
      'responsive-wrapper',
      'site-swiper',
      'reviews-widget',
      'site-icon',
      'social-icons',
      'article-share',
    ],
  },
  {
    slug: 'content',
    title: 'Content and cards',
    intro: 'Articles and education cards, accordions, details, documents and calls to action.',
    tags: [
      'article-list',
      'article-card',
      'education-cards',
      'site-accordion',
      'admiral-accordion',
      'details-widget',
      'document-link',
      'content-visibility',
      'site-button',
      'admiral-button',
      'market-buttons',
    ],
  },
  {
    slug: 'dialogs',
    title: 'Dialogs and popups',
    intro:
      'Every popup opens through one modal dialog: focus kept inside and returned, Escape, backdrop, the page held still, 150 ms in / 75 ms out.',
    tags: ['site-popup', 'form-popup', 'cert-popup', 'blurred-modal', 'site-tip'],
  },
  {
    slug: 'page-shell',
    title: 'Page shell and notices',
    intro:
      "What frames a page: the risk warning, notices about the visitor's regulator, app and fraud, and scroll helpers. The page behaviours the entry runs without a tag (session, cookies, scrolling, images, charts) are in [docs/EMBEDDING.md](../EMBEDDING.md#page-behaviours).",
    tags: ['risk-warning', 'regulator-mismatch', 'app-banner', 'stolen-accounts', 'scroll-to-top', 'button-on-scroll'],
  },
];
