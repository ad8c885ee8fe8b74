import type { Catalogue } from '../contract/words';

/** Vietnamese: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const vi: Catalogue = {};

export default vi;
