/** The captcha step of sign-ups (GeeTest 4). Framework-free. */
export {
  CaptchaError,
  GEETEST_SCRIPT_URL,
  solveCaptcha,
  type CaptchaErrorCode,
  type CaptchaRequest,
  type GeetestValidate,
} from './geetest';
