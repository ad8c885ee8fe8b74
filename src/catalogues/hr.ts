import type { Catalogue } from '../contract/words';

/** Croatian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const hr: Catalogue = {};

export default hr;
