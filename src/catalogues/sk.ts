import type { Catalogue } from '../contract/words';

/** Slovak: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const sk: Catalogue = {};

export default sk;
