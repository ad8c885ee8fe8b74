import type { ElementDefinition } from '../../platform/runtime/define-element';
import { EducationCards, styles } from './education-cards';
import { educationCardsAttributes, type EducationCardsProps } from './education-cards.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Fetches `GET {src}`, which answers
 * `{ items: [{ id, format: course|webinar|ebook|video, level: beginner|intermediate|advanced,
 * title, url, description?, presenter?, starts_at? (webinars), duration_minutes?, recording_url? }] }`.
 * Two segmented choices filter by level and by format (radio groups: arrow keys move and choose,
 * Home and End choose the first and the last; state of the element only, the URL does not change);
 * on a phone a choice's options wrap into full lines rather than scroll. A status line announces
 * how many cards match. Webinar times are shown in the
 * visitor's time zone (or `time-zone`) with its abbreviation, in the page locale
 * (`<body data-locale>`); a webinar is past once its start plus its duration (60 minutes when
 * none) has passed: marked "Ended" and moved last, with its recording link if any, or hidden.
 * Upcoming webinars are listed soonest first. Each card links to its sign-up page (e-books:
 * "Download", videos: "Watch"). Loading shows skeleton cards; `{}` or no items show the empty
 * text, a failure the error text with a retry button. Grid: one column below 768 px, two to
 * 991 px, three from 992 px (docs/RULES.md §9).
 * @summary Filterable course, webinar, e-book and video cards with sign-up links.
 * @attr src - the education endpoint (default `{forms-api}/api/education`, `<body data-forms-api>`).
 * @attr past-webinars - `mark` (default: shown last, marked "Ended") or `hide`.
 * @attr time-zone - an IANA zone for webinar times (default: the visitor's own).
 * @attr heading-level - the level of each card's title heading, 2 to 6 (default 3).
 * @attr label - the section's accessible name (default `Courses and webinars`).
 * @attr labels - JSON object overriding any visible text, e.g. `{"signUp": "Anmelden", "all": "Alle"}` (keys: level, format, all, beginner, intermediate, advanced, course, webinar, ebook, video, signUp, download, watch, recording, ended, presenter, results, noMatch, clear, empty, error, retry, loading).
 * @csspart base - the wrapper section.
 * @csspart filters - the two filter groups.
 * @csspart filter - one filter group (a fieldset).
 * @csspart filter-legend - a filter group's name.
 * @csspart option - a filter choice (`option option-selected` when chosen).
 * @csspart list - the grid of cards.
 * @csspart card - a card (`card card-past` for a past webinar, `card skeleton` while loading).
 * @csspart badges - the format, level and "Ended" badges.
 * @csspart badge - one badge (`badge badge-format`, `badge badge-level`, `badge badge-ended`).
 * @csspart title - the card's heading.
 * @csspart when - a webinar's date, time and zone.
 * @csspart zone - the time zone abbreviation.
 * @csspart description - the card's text.
 * @csspart facts - presenter and duration.
 * @csspart link - the sign-up link.
 * @csspart state - the empty, failed and no-match messages (`state state-empty`, `state state-failed`, `state state-no-match`).
 * @csspart button - the retry (`button retry`) and show-all (`button clear`) buttons.
 * @cssproperty --site-education-cards-min-height - the box held before the element upgrades (default 480px).
 */
export const educationCards: ElementDefinition<EducationCardsProps> = {
  tag: 'education-cards',
  attributes: educationCardsAttributes,
  view: EducationCards,
  styles,
};
