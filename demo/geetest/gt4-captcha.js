/**
 * The captcha of the GeeTest stand-in (./gt4.js), as GeeTest's own static bundle is the one of
 * its loader: gt4.js loads this file, then hands `window.geetest4StandIn(config, callback,
 * faultCode)` what initGeetest4 was given. The captcha object it hands the callback keeps the
 * real one's contract for the 'bind' product: `onReady`, `onSuccess`, `onError`, `onClose`
 * (chainable), `showCaptcha`, `getValidate`, `reset`, `destroy`.
 *
 * The challenge is a modal <dialog id="geetest-stand-in"> in the light DOM with a
 * "#geetest-stand-in-verify" button (passes) and a "#geetest-stand-in-close" button (closes, as
 * Escape does). getValidate() then gives well-formed but fake values; the demo backend accepts
 * any. Without `config.captchaId` the captcha reports error 60001, as GeeTest does; with a
 * `faultCode`, it reports that error instead of getting ready.
 */
(() => {
  const randomHex = (bytes) =>
    Array.from(window.crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );

  function fakeValidate() {
    return {
      lot_number: randomHex(16),
      captcha_output: randomHex(48),
      pass_token: randomHex(32),
      gen_time: String(Math.floor(Date.now() / 1000)),
    };
  }

  function challengeDialog() {
    const dialog = document.createElement('dialog');
    dialog.id = 'geetest-stand-in';
    dialog.setAttribute('aria-label', 'Security check');
    const text = document.createElement('p');
    text.textContent = 'Security check (demo stand-in)';
    const verify = document.createElement('button');
    verify.id = 'geetest-stand-in-verify';
    verify.type = 'button';
    verify.textContent = 'I am not a robot';
    const close = document.createElement('button');
    close.id = 'geetest-stand-in-close';
    close.type = 'button';
    close.textContent = 'Close';
    dialog.append(text, verify, close);
    return { dialog, verify, close };
  }

  window.geetest4StandIn = (config, callback, faultCode) => {
    const handlers = { ready: [], success: [], error: [], close: [] };
    const emit = (event, detail) => handlers[event].forEach((handler) => handler(detail));
    let validate = false;
    let challenge = null;

    const captcha = {
      onReady: (handler) => (handlers.ready.push(handler), captcha),
      onSuccess: (handler) => (handlers.success.push(handler), captcha),
      onError: (handler) => (handlers.error.push(handler), captcha),
      onClose: (handler) => (handlers.close.push(handler), captcha),
      getValidate: () => validate,
      reset: () => void (validate = false),
      showCaptcha() {
        if (challenge) return;
        challenge = challengeDialog();
        challenge.verify.addEventListener('click', () => {
          validate = fakeValidate();
          challenge.dialog.close();
        });
        challenge.close.addEventListener('click', () => challenge.dialog.close());
        // Closing by either button or by Escape ends here: success if the visitor passed.
        challenge.dialog.addEventListener('close', () => {
          challenge.dialog.remove();
          challenge = null;
          emit(validate ? 'success' : 'close');
        });
        document.body.append(challenge.dialog);
        challenge.dialog.showModal();
      },
      destroy() {
        Object.values(handlers).forEach((list) => (list.length = 0));
        challenge?.dialog.remove();
        challenge = null;
      },
    };

    callback(captcha);
    // Like GeeTest, report readiness (or the error) later, once the page has attached its handlers.
    window.setTimeout(() => {
      if (!config.captchaId) emit('error', { code: '60001', msg: 'captchaId missing' });
      else if (faultCode) emit('error', { code: faultCode, msg: 'stand-in fault' });
      else emit('ready');
    });
  };
})();
