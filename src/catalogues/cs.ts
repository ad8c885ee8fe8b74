import type { Catalogue } from '../contract/words';

/** Czech: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const cs: Catalogue = {};

export default cs;
