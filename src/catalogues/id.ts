import type { Catalogue } from '../contract/words';

/** Indonesian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const id: Catalogue = {};

export default id;
