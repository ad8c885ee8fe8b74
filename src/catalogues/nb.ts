import type { Catalogue } from '../contract/words';

/** Norwegian (Bokmål): every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const nb: Catalogue = {};

export default nb;
