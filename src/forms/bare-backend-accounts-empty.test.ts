/**
 * The tags that open an account or a demo against a bare API written from docs/RULES.md §7 alone
 * (src/test/bare-backend.mjs), not the demo's responders: every list, configuration, captcha and
 * check answers `{}`, the form's own submission succeeds (issue #19).
 */
import { ACCOUNT_TAGS, describeBareWalks } from '../test/bare-walks';

describeBareWalks('answering {} to every list, configuration, captcha and check', {}, ACCOUNT_TAGS);
