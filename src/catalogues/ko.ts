import type { Catalogue } from '../contract/words';

/** Korean: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ko: Catalogue = {};

export default ko;
