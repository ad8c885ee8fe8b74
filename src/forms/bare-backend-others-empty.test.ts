/**
 * The other tags (downloads, logins, step 2s, messages) against a bare API written from
 * docs/RULES.md §7 alone (src/test/bare-backend.mjs), not the demo's responders: every list,
 * configuration, captcha and check answers `{}`, the form's own submission succeeds (issue #19).
 */
import { OTHER_TAGS, describeBareWalks } from '../test/bare-walks';

describeBareWalks('answering {} to every list, configuration, captcha and check', {}, OTHER_TAGS);
