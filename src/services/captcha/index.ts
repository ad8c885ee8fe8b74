/** The captcha step of sign-ups (GeeTest 4). Framework-free. */
export {
  CaptchaError,
  solveCaptcha,
  type CaptchaErrorCode,
  type CaptchaRequest,
  type GeetestValidate,
} from './geetest';
export { GEETEST_SCRIPT_URL } from '../../platform/dom/built-in-scripts';
