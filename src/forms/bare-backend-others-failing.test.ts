/**
 * The other tags (downloads, logins, step 2s, messages) against a bare API written from
 * docs/RULES.md §7 alone (src/test/bare-backend.mjs), not the demo's responders: every list,
 * configuration, captcha and check fails (500), the form's own submission succeeds (issue #19).
 */
import { OTHER_TAGS, describeBareWalks } from '../test/bare-walks';

describeBareWalks('failing every list, configuration, captcha and check', { failing: true }, OTHER_TAGS);
