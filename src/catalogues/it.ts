import type { Catalogue } from '../contract/words';

/** Italian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const it: Catalogue = {};

export default it;
