import type { Catalogue } from '../contract/words';

/** Thai: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const th: Catalogue = {};

export default th;
