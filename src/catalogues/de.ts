import type { Catalogue } from '../contract/words';

/** German: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const de: Catalogue = {};

export default de;
