/**
 * GeeTest 4's script. Its own module: every form names it as the default of `captcha-src`, but
 * only the sign-ups that run the check should carry the captcha code.
 */
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
