/**
 * ownSubmit in Chromium (docs/SECURITY.md, "A native submission goes nowhere"): every way a page
 * script can submit a light-DOM form natively, with and without the recipe's `form-action 'none'`.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { nextFrame } from '../../test/harness';
import { watchNavigations, type WatchedNavigations } from '../../test/navigations';
import { ownSubmit } from './use-own-submit';

const SECRET = 'Hunter2-SECRET';

describe('ownSubmit: a native submission of a typed password goes nowhere', () => {
  let form: HTMLFormElement;
  let sent: number;
  let navigations: WatchedNavigations;

  beforeEach(() => {
    form = document.createElement('form');
    form.innerHTML = `<input name="login" value="victim@example.com"><input name="password" type="password" value="${SECRET}"><button type="submit">Log in</button>`;
    document.body.append(form);
    sent = 0;
    ownSubmit(form, () => sent++);
    navigations = watchNavigations();
  });

  afterEach(() => {
    navigations.stop();
    form.remove();
  });

  const settle = async () => {
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it("form.submit() (a captcha's, a tag manager's) sends nothing and navigates nowhere", async () => {
    HTMLFormElement.prototype.submit.call(form);
    await settle();
    expect(navigations.urls).to.deep.equal([]);
    expect(sent).to.equal(0);
  });

  it('requestSubmit() is the form sending itself, once, without a navigation', async () => {
    form.requestSubmit();
    await settle();
    expect(navigations.urls).to.deep.equal([]);
    expect(sent).to.equal(1);
  });

  /** Enter in the form's field while the page stops `submit` in the capture phase. */
  async function enterPastStoppedSubmit() {
    const stop = (event: Event) => event.stopPropagation();
    window.addEventListener('submit', stop, true);
    try {
      form.querySelector('input')!.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
    } finally {
      window.removeEventListener('submit', stop, true);
    }
  }

  it("Enter under a page's capture-phase stopPropagation of submit sends once, without a navigation", async () => {
    await enterPastStoppedSubmit();
    expect(navigations.urls).to.deep.equal([]);
    expect(sent).to.equal(1);
  });

  it("inside a page's open <dialog>, form.submit() sends nothing and navigates nowhere", async () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.append(form);
    dialog.show();
    try {
      HTMLFormElement.prototype.submit.call(form);
      await settle();
      expect(navigations.urls).to.deep.equal([]);
      expect(sent).to.equal(0);
    } finally {
      dialog.remove();
    }
  });

  it("under form-action 'none', form.submit() and Enter past a stopped submit still go nowhere, and Enter still sends", async () => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "form-action 'none'";
    document.head.append(policy);
    HTMLFormElement.prototype.submit.call(form);
    await enterPastStoppedSubmit();
    expect(navigations.urls).to.deep.equal([]);
    expect(sent).to.equal(1);
  });
});
