import type { Catalogue } from '../contract/words';

/** Hungarian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const hu: Catalogue = {};

export default hu;
