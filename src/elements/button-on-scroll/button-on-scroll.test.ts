import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setSession } from '../../services/sso/session-store';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { expectNothingBeforeUpgrade, longPage, scrollPage, settle } from '../../test/scrolling';
import documentCss from './button-on-scroll.document.css';
import { buttonOnScroll } from './button-on-scroll.element';

document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)];
import { callToActionVisible } from './button-on-scroll.model';

async function mount(attributes = 'href="/signup"') {
  const page = await longPage(`<button-on-scroll ${attributes}>Open an account</button-on-scroll>`);
  const element = page.querySelector('button-on-scroll')!;
  await settle();
  return { element };
}

/** Waits for the link's entrance animation to end. */
const risen = (link: Element) => Promise.all(link.getAnimations().map((animation) => animation.finished));

describe('button-on-scroll before its upgrade', () => {
  it('takes no room and shows nothing', () =>
    expectNothingBeforeUpgrade('<button-on-scroll href="/signup">Open an account</button-on-scroll>'));
});

describe('button-on-scroll', () => {
  before(() => define(buttonOnScroll));
  beforeEach(() => setSession('guest'));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('appears on a 767 px window once scrolled past 600 px, as a link to its href', async () => {
    await setViewport({ width: 767, height: 600 });
    const { element } = await mount();
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    expect(link.getAttribute('href')).to.equal('/signup');
    await scrollPage(600);
    expect(link.checkVisibility()).to.equal(false);
    await scrollPage(601);
    await waitUntil(() => link.checkVisibility(), 'not shown past 600 px');
    await risen(link);
    const box = link.getBoundingClientRect();
    expect(box.bottom).to.be.closeTo(innerHeight - 16, 1);
  });

  it('stays hidden on a 768 px window', async () => {
    await setViewport({ width: 768, height: 600 });
    const { element } = await mount();
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    await scrollPage(1000);
    await waitUntil(() => !link.hidden, 'the scroll was not seen');
    expect(link.checkVisibility()).to.equal(false);
  });

  it('stays hidden for a signed-in visitor', async () => {
    await setViewport({ width: 375, height: 600 });
    setSession('signed-in');
    const { element } = await mount();
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    await scrollPage(1000);
    await settle();
    expect(link.checkVisibility()).to.equal(false);
    setSession('guest');
    await waitUntil(() => link.checkVisibility(), 'not shown once the visitor is a guest');
  });

  it('takes another threshold', async () => {
    await setViewport({ width: 375, height: 600 });
    const { element } = await mount('href="/signup" threshold="100"');
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    await scrollPage(101);
    await waitUntil(() => link.checkVisibility());
  });

  it('draws nothing without href', async () => {
    const { element } = await mount('');
    await settle();
    expect(element.shadowRoot!.querySelector('a')).to.equal(null);
  });

  it('is an accessible link once shown', async () => {
    await setViewport({ width: 375, height: 600 });
    const { element } = await mount();
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    await scrollPage(1000);
    await waitUntil(() => link.checkVisibility());
    await risen(link);
    await expect(element).to.be.accessible();
  });
});

describe('call to action rule', () => {
  it('shows past the threshold to everyone but signed-in visitors', () => {
    expect(callToActionVisible(true, 'guest')).to.equal(true);
    expect(callToActionVisible(true, 'unknown')).to.equal(true);
    expect(callToActionVisible(true, 'signed-in')).to.equal(false);
    expect(callToActionVisible(false, 'guest')).to.equal(false);
  });
});

describe('button-on-scroll at 360 px', () => {
  atPhoneWidth();
  before(() => define(buttonOnScroll));
  beforeEach(() => setSession('guest'));

  it('pins its whole label inside the window once scrolled past the threshold', async () => {
    const { element } = await mount();
    const link = await rendered<HTMLAnchorElement>(element, '[part=button]');
    await scrollPage(601);
    await waitUntil(() => link.checkVisibility(), 'not shown past 600 px');
    await risen(link);
    expectPhoneLayout(element);
    const box = link.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(innerWidth);
  });
});
