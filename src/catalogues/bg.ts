import type { Catalogue } from '../contract/words';

/** Bulgarian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const bg: Catalogue = {};

export default bg;
