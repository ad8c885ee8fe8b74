/** When the floating call to action shows. Pure. */
import type { SessionState } from '../../services/sso';

/** Past the first screenful; signed-in visitors have nothing to sign up for. */
export function callToActionVisible(scrolledPast: boolean, session: SessionState): boolean {
  return scrolledPast && session !== 'signed-in';
}
