import type { Catalogue } from '../contract/words';

/** Ukrainian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const uk: Catalogue = {};

export default uk;
