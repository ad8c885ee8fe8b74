import type { Catalogue } from '../contract/words';

/** Chinese, Simplified (zh, zh-CN): every key of the English source, translated (docs/LANGUAGES.md). Not translated yet. */
const zh: Catalogue = {};

export default zh;
