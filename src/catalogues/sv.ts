import type { Catalogue } from '../contract/words';

/** Swedish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const sv: Catalogue = {};

export default sv;
