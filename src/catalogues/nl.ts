import type { Catalogue } from '../contract/words';

/** Dutch: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const nl: Catalogue = {};

export default nl;
