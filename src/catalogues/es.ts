import type { Catalogue } from '../contract/words';

/** Spanish: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const es: Catalogue = {};

export default es;
