import type { Catalogue } from '../contract/words';

/** Malay: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ms: Catalogue = {};

export default ms;
