import type { Catalogue } from '../contract/words';

/** Romanian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ro: Catalogue = {};

export default ro;
