import type { Catalogue } from '../contract/words';

/** Persian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const fa: Catalogue = {};

export default fa;
