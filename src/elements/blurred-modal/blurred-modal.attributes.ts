import { attr, AttributeError, type PropsOf } from '../../platform/runtime/attributes';
import { httpUrlProblem } from '../../platform/dom/http-url';
import { pageBaseUri } from '../../platform/dom/page-state';
import { confirmationCookieName, cookieNameProblem, DEFAULT_COOKIE, DEFAULT_COOKIE_DAYS } from './blurred-modal.model';

/** An attribute whose value `problem` checks, then `as` reads; a bad value logs one error and the default applies. */
function checked(fallback: string, problem: (value: string) => string | null, as = (value: string) => value) {
  return attr.string(fallback, (value) => {
    const reason = problem(value.trim());
    if (reason) throw new AttributeError(reason);
    return as(value.trim());
  });
}

const days = attr.number(DEFAULT_COOKIE_DAYS, (value) => {
  const number = Number(value.trim());
  if (!Number.isFinite(number) || number <= 0)
    throw new AttributeError(`expected a number of days above 0, got "${value}"`);
  return number;
});

export const blurredModalAttributes = {
  heading: attr.string(),
  confirmText: attr.string(),
  backText: attr.string(),
  backUrl: checked('/', (value) => httpUrlProblem(value, pageBaseUri())),
  cookieName: checked(DEFAULT_COOKIE, cookieNameProblem, confirmationCookieName),
  cookieDays: days,
};

export type BlurredModalProps = PropsOf<typeof blurredModalAttributes>;
