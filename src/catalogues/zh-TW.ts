import type { Catalogue } from '../contract/words';

/** Chinese, Traditional (zh-TW, zh-HK): every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const zhTW: Catalogue = {};

export default zhTW;
