import type { Catalogue } from '../contract/words';

/** Russian: every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const ru: Catalogue = {};

export default ru;
