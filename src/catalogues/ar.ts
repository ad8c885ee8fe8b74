import type { Catalogue } from '../contract/words';

/** Arabic: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ar: Catalogue = {};

export default ar;
