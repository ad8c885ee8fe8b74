import type { Catalogue } from '../contract/words';

/** Turkish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const tr: Catalogue = {};

export default tr;
