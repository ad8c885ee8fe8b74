import type { Catalogue } from '../contract/words';

/** Danish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const da: Catalogue = {};

export default da;
