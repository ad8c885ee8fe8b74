import type { Catalogue } from '../contract/words';

/** Japanese: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ja: Catalogue = {};

export default ja;
