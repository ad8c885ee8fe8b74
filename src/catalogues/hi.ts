import type { Catalogue } from '../contract/words';

/** Hindi: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const hi: Catalogue = {};

export default hi;
