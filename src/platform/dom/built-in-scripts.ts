/**
 * GeeTest 4's script, the library's own default of every form's `captcha-src`: code, not data,
 * so loadScript loads this very address without `data-script-origins` (any other `captcha-src`
 * from another origin needs its origin listed there, ./script-address.ts), and the Trusted Types
 * policy lists it among its built-ins (./trusted-types.ts). A module of its own: every form names
 * it, but only the sign-ups that run the check should carry the captcha code or the policy.
 */
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
