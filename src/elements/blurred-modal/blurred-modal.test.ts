import { aTimeout, expect, fixture, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { DAY_MS, deleteCookies, storedCookie } from '../../test/cookies';
import { useFakeClock } from '../../test/fake-clock';
import { deepActiveElement, expectFocused, expectTabCycle } from '../../test/focus';
import { captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { expectUrlPropertyRefused, UNSAFE_URLS } from '../../test/unsafe-url-property';
import { beforeUpgrade } from '../../test/upgrade-box';
import { blurredModal } from './blurred-modal.element';
import { dialogOpened } from '../../test/dialog';

const COOKIE = 'blurred_modal_confirmed';

const page = (attributes = '') =>
  fixture<HTMLElement>(
    // A string fixture, so each test can add attributes; the content is what a template puts in.
    `<blurred-modal ${attributes}>
        <p slot="message">Our professional terms apply to eligible clients only. <a href="#criteria">Who qualifies?</a></p>
        <h2>Professional pricing</h2>
        <p id="secret">Spreads from 0.0 pips and leverage up to 1:500 for professional clients.</p>
        <a id="content-link" href="#pricing">See the full price list</a>
      </blurred-modal>`,
  );

async function mount(attributes = '') {
  const element = await page(attributes);
  const dialog = await rendered<HTMLDialogElement>(element, 'dialog');
  const part = <T extends HTMLElement = HTMLElement>(name: string) =>
    element.shadowRoot!.querySelector<T>(`[part="${name}"]`)!;
  return { element, dialog, part, contentLink: element.querySelector<HTMLAnchorElement>('#content-link')! };
}

describe('<blurred-modal>', () => {
  before(() => define(blurredModal));
  afterEach(async () => {
    await deleteCookies(COOKIE, 'blurred_modal_pro_uk', 'blurred_modal_XSRF-TOKEN');
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('asks first: the content is blurred and out of reach, the question named by its heading', async () => {
    const { element, dialog, part, contentLink } = await mount();
    await dialogOpened(dialog);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = element.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('This page is for professional clients');
    expect(part('content').inert).to.equal(true);
    expect(getComputedStyle(part('content')).filter).to.equal('blur(8px)');
    contentLink.focus();
    expect(document.activeElement).not.to.equal(contentLink);
    expectFocused(element.querySelector('[slot="message"] a'));
    await expect(element).to.be.accessible();
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('stays open on Escape and on a backdrop click: only its buttons answer it', async () => {
      const { dialog } = await mount();
      await dialogOpened(dialog);
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
      await sendMouse({ type: 'click', position: [4, 4] });
      clock().advance(1000); // far longer than a closing fade: a close started meanwhile has run
      await nextFrame();
      expect(dialog.open).to.equal(true);
    });
  });

  it('keeps focus on its question: Tab and Shift+Tab wrap around its link and buttons', async () => {
    const { element, dialog, part } = await mount();
    await dialogOpened(dialog);
    const criteria = element.querySelector('[slot="message"] a');
    await expectTabCycle([criteria, part('confirm'), part('back')]);
    expect(part<HTMLAnchorElement>('back').getAttribute('href')).to.equal('/');
  });

  it('on confirmation remembers it 30 days, unblurs the content and moves focus to it', async () => {
    const { element, dialog, part, contentLink } = await mount();
    await dialogOpened(dialog);
    const closes: Event[] = [];
    element.addEventListener('popup-close', (event) => closes.push(event));
    part('confirm').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !dialog.open, 'the question did not close');
    // Focus moves on with the dialog's close event, a task after it stops being open.
    await waitUntil(() => deepActiveElement() === part('content'), 'focus did not move on to the content');
    const cookie = (await storedCookie(COOKIE))!;
    expect(cookie).to.include({ value: '1', path: '/', sameSite: 'lax' });
    expect(cookie.expires! - Date.now()).to.be.closeTo(30 * DAY_MS, 60_000);
    expect(part('content').inert).to.equal(false);
    expect(getComputedStyle(part('content')).filter).to.equal('none');
    expect(closes).to.have.length(1);
    contentLink.focus();
    expectFocused(contentLink);
    await expect(element).to.be.accessible();
  });

  it('does not ask again while the cookie is there', async () => {
    document.cookie = `${COOKIE}=1; path=/`;
    const heard: Event[] = [];
    document.addEventListener('popup-open', (event) => heard.push(event), { once: true });
    const { dialog, part, contentLink } = await mount();
    await aTimeout(50);
    expect(dialog.open).to.equal(false);
    expect(heard).to.have.length(0);
    expect(part('content').inert).to.equal(false);
    contentLink.focus();
    expectFocused(contentLink);
  });

  it('takes its texts, cookie and way back from attributes and slots', async () => {
    const { element, dialog, part } = await mount(
      'heading="Professional clients only" confirm-text="I qualify" back-text="Back to retail" back-url="/retail" cookie-name="pro_uk" cookie-days="7"',
    );
    await dialogOpened(dialog);
    expect(part('title').textContent).to.equal('Professional clients only');
    expect(part('confirm').textContent).to.equal('I qualify');
    expect(part('back').textContent).to.equal('Back to retail');
    expect(part<HTMLAnchorElement>('back').href).to.equal(new URL('/retail', location.href).href);
    part('confirm').click();
    await waitUntil(() => !dialog.open);
    const cookie = (await storedCookie('blurred_modal_pro_uk'))!;
    expect(cookie.expires! - Date.now()).to.be.closeTo(7 * DAY_MS, 60_000);
    expect(await storedCookie(COOKIE)).to.equal(null);
    element.remove();
  });

  it("writes its cookie under its own prefix: cookie-name cannot overwrite one of the site's cookies", async () => {
    document.cookie = 'XSRF-TOKEN=site-token; path=/';
    try {
      const { element, dialog, part } = await mount('cookie-name="XSRF-TOKEN"');
      expect((element as HTMLElement & { cookieName: string }).cookieName).to.equal('blurred_modal_XSRF-TOKEN');
      await dialogOpened(dialog);
      part('confirm').click();
      await waitUntil(() => !dialog.open);
      expect(await storedCookie('blurred_modal_XSRF-TOKEN')).to.include({ value: '1' });
      expect(await storedCookie('XSRF-TOKEN')).to.include({ value: 'site-token' });
    } finally {
      await deleteCookies('XSRF-TOKEN');
    }
  });

  it('logs one error per bad attribute and falls back to the defaults', async () => {
    const console = captureConsole();
    try {
      const { dialog, part } = await mount(
        'cookie-name="pro clients" back-url="javascript:history.back()" cookie-days="0"',
      );
      await dialogOpened(dialog);
      expect(console.messages).to.deep.equal([
        '<blurred-modal>: attribute "cookie-name" expected letters, digits, _ and - (at most 64), got "pro clients"; using the default.',
        '<blurred-modal>: attribute "back-url" must be an http(s) URL, got "javascript:history.back()"; using the default.',
        '<blurred-modal>: attribute "cookie-days" expected a number of days above 0, got "0"; using the default.',
      ]);
      expect(part('back').getAttribute('href')).to.equal('/');
      part('confirm').click();
      await waitUntil(() => !dialog.open);
      expect(await storedCookie(COOKIE)).to.include({ value: '1' });
    } finally {
      console.restore();
    }
  });

  for (const url of UNSAFE_URLS) {
    it(`refuses ${url.slice(0, 11)} set as the backUrl property: the default way back, one error`, async () => {
      const { element, dialog, part } = await mount('back-url="/retail"');
      await dialogOpened(dialog);
      await expectUrlPropertyRefused(
        element,
        { property: 'backUrl', url, problem: 'must be an http(s) URL' },
        () => part('back').getAttribute('href') === '/',
      );
    });
  }

  it('is blurred before it upgrades when scripts run, and plain under noscript', async () => {
    const content = '<blurred-modal><p>Professional pricing</p></blurred-modal>';
    const filterIn = (sandbox?: string) =>
      beforeUpgrade(content, (doc) => getComputedStyle(doc.querySelector('blurred-modal')!).filter, { sandbox });
    expect(await filterIn()).to.equal('blur(8px)');
    // A sandbox without allow-scripts is a document with scripting disabled.
    expect(await filterIn('allow-same-origin')).to.equal('none');
  });

  it('fits a wide window', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { dialog, part } = await mount();
    await dialogOpened(dialog);
    expect(dialog.getBoundingClientRect().width).to.equal(560);
    const confirm = part('confirm').getBoundingClientRect();
    const back = part('back').getBoundingClientRect();
    expect(confirm.top, 'the two answers side by side').to.equal(back.top);
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the question, its answers stacked full width, with no text over text or cut off', async () => {
      const { element, dialog, part } = await mount();
      await dialogOpened(dialog);
      expectPhoneLayout(dialog);
      const confirm = part('confirm').getBoundingClientRect();
      const back = part('back').getBoundingClientRect();
      expect(back.top).to.be.greaterThan(confirm.bottom - 1);
      expect(confirm.width).to.equal(back.width);
      expect(dialog.getBoundingClientRect().right).to.be.at.most(360);
      await expect(element).to.be.accessible();
    });
  });
});
