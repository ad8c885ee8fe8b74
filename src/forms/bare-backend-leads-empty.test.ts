/** Issue #19: the leads group (src/test/bare-walks.ts) against the bare API, answering {} to every list, configuration, captcha and check. */
import { describeBareWalks } from '../test/bare-walks';

describeBareWalks('leads', '{}');
