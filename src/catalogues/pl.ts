import type { Catalogue } from '../contract/words';

/** Polish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const pl: Catalogue = {};

export default pl;
