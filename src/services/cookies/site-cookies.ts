/** Cookies the page's elements read and write: the risk warning, the regulator, the sign-up marker. */
import { readCookie, removeCookie, writeCookie } from './cookie-jar';
import {
  REGULATOR_COOKIE,
  RISK_WARNING_COOKIE,
  SIGN_UP_COOKIE,
  regulatorCookieWrite,
  riskWarningCookieWrite,
} from './cookie-rules';

/** `riskWarningClosed`: the regulator whose risk warning the visitor collapsed. */
export const riskWarningCookie = {
  closedFor: (regulator: string): boolean => readCookie(RISK_WARNING_COOKIE) === regulator,
  close: (regulator: string): void => writeCookie(riskWarningCookieWrite(regulator)),
  clear: (): void => removeCookie(RISK_WARNING_COOKIE),
};

/** `oc_regulator_name`: the regulator the visitor chose, kept 1825 days. */
export const regulatorCookie = {
  set: (value: string): void => writeCookie(regulatorCookieWrite(value)),
  get: (): string | undefined => readCookie(REGULATOR_COOKIE),
};

/** Whether the visitor has signed up in this browser (cookie `tr_sign-up`). */
export const hasSignUpCookie = (): boolean => readCookie(SIGN_UP_COOKIE) !== undefined;
