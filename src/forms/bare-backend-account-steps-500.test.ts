/** Issue #19: the account-steps group (src/test/bare-walks.ts) against the bare API, failing every list, configuration, captcha and check (500). */
import { describeBareWalks } from '../test/bare-walks';

describeBareWalks('account-steps', 500);
