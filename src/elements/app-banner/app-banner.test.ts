import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { APP_BANNER_COOKIE } from '../../services/cookies/notice-cookies';
import { DAY_MS, deleteCookies, storedCookie } from '../../test/cookies';
import { captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { expectUrlPropertyRefused, UNSAFE_URLS } from '../../test/unsafe-url-property';
import { appBanner } from './app-banner.element';
import sv from '../../catalogues/sv';
import { builtIn } from '../../test/words';
import { appBannerWords } from './app-banner.words';

const APPLE = 'https://apps.apple.com/app/broker-trading/id1';
const PLAY = 'https://play.google.com/store/apps/details?id=com.broker.trading';
const GALLERY = 'https://appgallery.huawei.com/app/C100000001';
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0b5fff"/></svg>',
  );

async function mount(platform: string, extra: { gallery?: string; play?: string; days?: string } = {}) {
  const el = await fixture<HTMLElement>(
    html`<app-banner
      platform=${platform}
      apple-store=${APPLE}
      google-play=${extra.play ?? PLAY}
      appgallery=${extra.gallery ?? GALLERY}
      name="Broker Trading"
      description="Free · Trade on the go"
      icon=${ICON}
      rating="4.6"
      days=${extra.days ?? ''}
    ></app-banner>`,
  );
  await nextFrame();
  return el;
}

const banner = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]');
const store = (el: Element) => el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="store"]');

describe('<app-banner>', () => {
  before(() => define(appBanner));
  beforeEach(() => deleteCookies(APP_BANNER_COOKIE));
  after(() => deleteCookies(APP_BANNER_COOKIE));

  describe('on a phone (360 px)', () => {
    atPhoneWidth();

    it('offers Google Play on Android, fixed over the bottom of the screen without taking room', async () => {
      const el = await mount('android');
      const base = await rendered(el, '[part="base"]');
      await Promise.all(base.getAnimations().map((animation) => animation.finished));
      expect(base.getAttribute('aria-label')).to.equal('Get our app');
      expect(store(el)!.href).to.equal(PLAY);
      expect(store(el)!.textContent).to.equal('Get the app on Google Play');
      expect(base.textContent)
        .to.contain('Broker Trading')
        .and.contain('Free · Trade on the go')
        .and.contain('Rated 4.6 out of 5');
      expect(Math.round(base.getBoundingClientRect().bottom)).to.equal(innerHeight);
      expect(getComputedStyle(base).position).to.equal('fixed');
      expect(el.getBoundingClientRect().height).to.equal(0);
      expectPhoneLayout(base);
      await expect(el).to.be.accessible();
    });

    it('offers the App Store on iOS and AppGallery on Huawei', async () => {
      expect(store(await mount('ios'))!.href).to.equal(APPLE);
      expect(store(await mount('huawei'))!.href).to.equal(GALLERY);
    });

    it('sends a Huawei device to Google Play when there is no AppGallery link', async () => {
      const el = await mount('huawei', { gallery: '' });
      expect(store(el)!.href).to.equal(PLAY);
      expect(store(el)!.textContent).to.contain('Google Play');
    });

    it('shows nothing when the platform has no store link', async () => {
      const el = await mount('android', { play: '' });
      expect(banner(el) === null, 'a banner shows').to.equal(true);
    });

    it('never shows on a desktop user agent, the test browser own included', async () => {
      expect(banner(await mount('desktop')) === null, 'a banner shows').to.equal(true);
      expect(navigator.userAgent).not.to.match(/Android|iPhone/);
      expect(banner(await mount('auto')) === null, 'a banner shows').to.equal(true);
    });

    it('closes, and stays closed for the given days', async () => {
      const el = await mount('android', { days: '7' });
      (await rendered<HTMLButtonElement>(el, '[part="close"]')).click();
      await waitUntil(() => banner(el) === null, 'the banner did not close');
      const cookie = (await storedCookie(APP_BANNER_COOKIE))!;
      expect(Math.round((cookie.expires! - Date.now()) / DAY_MS)).to.equal(7);
      expect(banner(await mount('ios')) === null, 'a banner shows').to.equal(true);
    });

    it('keeps a closed banner closed 30 days by default', async () => {
      const el = await mount('ios');
      (await rendered<HTMLButtonElement>(el, '[part="close"]')).click();
      await waitUntil(() => banner(el) === null);
      const cookie = (await storedCookie(APP_BANNER_COOKIE))!;
      expect(Math.round((cookie.expires! - Date.now()) / DAY_MS)).to.equal(30);
    });

    it('names the close button', async () => {
      const el = await mount('android');
      expect((await rendered(el, '[part="close"]')).getAttribute('aria-label')).to.equal('Close');
    });

    describe('bad attributes', () => {
      let console: ReturnType<typeof captureConsole>;
      beforeEach(() => (console = captureConsole()));
      afterEach(() => console.restore());

      it('refuses a store link that is not https, with one error naming the attribute', async () => {
        const el = await mount('android', { play: 'javascript:alert(1)' });
        expect(banner(el) === null, 'a banner shows').to.equal(true);
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('<app-banner>').and.contain('"google-play"');
      });

      for (const url of UNSAFE_URLS) {
        it(`refuses ${url.slice(0, 11)} set as the googlePlay property: no banner, one error`, async () => {
          const el = await mount('android');
          await rendered(el, '[part="store"]');
          await expectUrlPropertyRefused(
            el,
            { property: 'googlePlay', url, problem: 'expected an https store URL' },
            () => banner(el) === null,
          );
          expect(console.messages, 'nothing before').to.deep.equal([]);
        });
      }

      it('uses 30 days for a malformed days value, with one error', async () => {
        const el = await mount('android', { days: 'a week' });
        (await rendered<HTMLButtonElement>(el, '[part="close"]')).click();
        await waitUntil(() => banner(el) === null);
        const cookie = (await storedCookie(APP_BANNER_COOKIE))!;
        expect(Math.round((cookie.expires! - Date.now()) / DAY_MS)).to.equal(30);
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('"days"');
      });

      it('logs one error for an unknown platform and falls back to detection', async () => {
        const el = await mount('blackberry');
        expect(banner(el) === null, 'a banner shows').to.equal(true);
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('"platform"');
      });
    });
  });

  describe('at desktop width', () => {
    before(() => setViewport({ width: 1280, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('never shows on a desktop-like screen, even for a phone user agent', async () => {
      expect(matchMedia('(pointer: coarse)').matches).to.equal(false);
      expect(banner(await mount('android')) === null, 'a banner shows').to.equal(true);
    });

    it('appears when the window narrows to a phone width', async () => {
      const el = await mount('android');
      expect(banner(el) === null, 'a banner shows').to.equal(true);
      await setViewport({ width: 400, height: 800 });
      await waitUntil(() => banner(el) !== null, 'the banner did not appear at 400 px');
      await setViewport({ width: 1280, height: 800 });
      await waitUntil(() => banner(el) === null, 'the banner did not go at 1280 px');
    });
  });
});

describe('<app-banner> in Swedish', () => {
  before(() => define(appBanner));
  beforeEach(() => deleteCookies(APP_BANNER_COOKIE));
  after(() => deleteCookies(APP_BANNER_COOKIE));
  atPhoneWidth();

  it('names its store button in one Swedish sentence, the store in it', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="sv"><app-banner platform="android" google-play=${PLAY}></app-banner></section>`,
    );
    const el = section.querySelector('app-banner')!;
    const sv_ = (key: string, values = {}) => builtIn(sv, 'sv', appBannerWords, key, values);
    const expected = sv_('button_on', { button: sv_('button'), store: 'Google Play' });
    await waitUntil(() => store(el)?.textContent === expected, 'not named in Swedish');
  });
});
