/** Issue #19: the account-steps group (src/test/bare-walks.ts) against the bare API, without any list, configuration, captcha or check (404). */
import { describeBareWalks } from '../test/bare-walks';

describeBareWalks('account-steps', 404);
