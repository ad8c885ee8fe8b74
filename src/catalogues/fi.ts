import type { Catalogue } from '../contract/words';

/** Finnish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const fi: Catalogue = {};

export default fi;
