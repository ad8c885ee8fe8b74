import type { Catalogue } from '../contract/words';

/** Slovenian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const sl: Catalogue = {};

export default sl;
