/**
 * GeeTest 4's script. Its own module: every form names it as the default of `captcha-src`, but
 * only the sign-ups that run the check should carry the captcha code. The library's own default,
 * so loadScript loads this very address without `data-script-origins`; any other `captcha-src`
 * from another origin needs its origin listed there (src/platform/dom/script-address.ts).
 */
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
