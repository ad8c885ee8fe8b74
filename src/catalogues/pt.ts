import type { Catalogue } from '../contract/words';

/** Portuguese: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const pt: Catalogue = {};

export default pt;
