/**
 * Issue #19: the 22 form-engine tags (src/test/bare-walks.ts) against the bare API, each group of
 * tags with every list, configuration, captcha and check answering `{}`, then 404 (none of them
 * exists), then 500: one table, every group by every answer.
 */
import { describeBareWalks, WALK_GROUPS } from '../test/bare-walks';

for (const group of Object.keys(WALK_GROUPS) as (keyof typeof WALK_GROUPS)[]) {
  for (const answers of ['{}', 404, 500] as const) describeBareWalks(group, answers);
}
