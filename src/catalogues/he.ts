import type { Catalogue } from '../contract/words';

/** Hebrew: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const he: Catalogue = {};

export default he;
