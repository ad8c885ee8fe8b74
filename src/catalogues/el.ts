import type { Catalogue } from '../contract/words';

/** Greek: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const el: Catalogue = {};

export default el;
