import type { Catalogue } from '../contract/words';

/** French: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const fr: Catalogue = {};

export default fr;
