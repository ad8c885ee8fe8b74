/**
 * A stand-in for GeeTest 4's loader (https://static.geetest.com/v4/gt4.js) for the demo and the
 * tests, which have no network beyond loopback. It defines the same `window.initGeetest4(config,
 * callback)`, and loads the rest as the real one does: a further script of its own
 * (./gt4-captcha.js, where GeeTest loads its JSONP `load` answer and its static bundle), by a
 * plain `script.src = …` assignment from within initGeetest4. So a page that enforces Trusted
 * Types refuses it as it refuses GeeTest's, unless the page's own `default` policy passes it
 * (docs/EMBEDDING.md, "Content Security Policy"): initGeetest4 then throws, as GeeTest's does.
 *
 * A fault for the tests and the demo: loaded as `gt4.js?error=<code>`, the first captcha on the
 * page reports GeeTest error <code> instead of getting ready (as after a network blip on
 * GeeTest's side); the next one works.
 */
(() => {
  const ownUrl = new URL(document.currentScript?.src ?? location.href);
  let faultCode = ownUrl.searchParams.get('error');
  /** Resolves once gt4-captcha.js has run; loaded once per page, again after a failure. */
  let captchaScript = null;

  function loadCaptchaScript() {
    if (captchaScript) return captchaScript;
    const script = document.createElement('script');
    script.src = new URL('gt4-captcha.js', ownUrl).href; // a plain string, as GeeTest assigns it
    captchaScript = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => {
        captchaScript = null;
        script.remove();
        reject(new Error('GeeTest stand-in: gt4-captcha.js did not load'));
      };
    });
    document.head.append(script);
    return captchaScript;
  }

  window.initGeetest4 = (config, callback) => {
    const fault = faultCode;
    faultCode = null;
    // Like GeeTest's, a failed load surfaces as an error outside the caller's code.
    loadCaptchaScript().then(() => window.geetest4StandIn(config, callback, fault));
  };
})();
