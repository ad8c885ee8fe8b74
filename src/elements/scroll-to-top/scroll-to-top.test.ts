import { expect, waitUntil } from '@open-wc/testing';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { expectOneWarning } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { useFakeClock } from '../../test/fake-clock';
import {
  documentTop,
  expectNothingBeforeUpgrade,
  expectScrollOver,
  longPage,
  scrollPage,
  settle,
} from '../../test/scrolling';
import { siteIcon } from '../site-icon/site-icon.element';
import documentCss from './scroll-to-top.document.css';
import { scrollToTop } from './scroll-to-top.element';

document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)];

async function mount(attributes = '') {
  const page = await longPage(`<section id="intro" style="position: absolute; top: 300px">Intro</section>
    <scroll-to-top ${attributes}></scroll-to-top>`);
  const element = page.querySelector('scroll-to-top')!;
  const button = await rendered<HTMLButtonElement>(element, '[part=button]');
  await settle();
  return { page, element, button };
}

describe('scroll-to-top before its upgrade', () => {
  it('takes no room and shows nothing', () =>
    expectNothingBeforeUpgrade('<scroll-to-top href="/signup"></scroll-to-top>'));
});

describe('scroll-to-top', () => {
  before(() => define(siteIcon, scrollToTop));

  it('is hidden until the page is scrolled past 600 px', async () => {
    const { button } = await mount();
    expect(button.checkVisibility()).to.equal(false);
    await scrollPage(600);
    expect(button.checkVisibility()).to.equal(false);
    await scrollPage(601);
    await waitUntil(() => button.checkVisibility(), 'not shown at 601 px');
    await scrollPage(600);
    await waitUntil(() => !button.checkVisibility(), 'not hidden again at 600 px');
  });

  it('shows at once on a page already scrolled past 600 px when it mounts, with no scroll after', async () => {
    const page = await longPage('<div id="later"></div>');
    await scrollPage(900);
    page.querySelector('#later')!.replaceWith(document.createElement('scroll-to-top'));
    const button = await rendered<HTMLButtonElement>(page.querySelector('scroll-to-top')!, '[part=button]');
    await waitUntil(() => button.checkVisibility(), 'hidden on a page scrolled 900 px');
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    /** Mounted with `attributes`, the page scrolled 2000 px down and the button shown. */
    async function shown(attributes = '') {
      const mounted = await mount(attributes);
      await scrollPage(2000);
      // The scroll handler's throttle runs on the clock too.
      clock().advance(1000);
      await waitUntil(() => mounted.button.checkVisibility(), 'not shown at 2000 px');
      return mounted;
    }

    it('scrolls smoothly back to the top over 500 ms', async () => {
      const { button } = await shown();
      button.click();
      await expectScrollOver(clock(), 0, 500);
    });

    it('scrolls to its target when it has one', async () => {
      const { page, button } = await shown('target="#intro"');
      button.click();
      await expectScrollOver(clock(), documentTop(page.querySelector('#intro')!), 500);
    });

    it('warns about a missing target and scrolls to the top instead', async () => {
      const { button } = await shown('target="#nowhere"');
      await expectOneWarning('scroll-to-top', ['#nowhere'], () => button.click());
      await expectScrollOver(clock(), 0, 500);
    });
  });

  it('is an accessible button once shown', async () => {
    const { element, button } = await mount();
    await scrollPage(1000);
    await waitUntil(() => button.checkVisibility());
    expect(button.getAttribute('aria-label')).to.equal('Back to top');
    await expect(element).to.be.accessible();
  });
});

describe('scroll-to-top at 360 px', () => {
  before(() => define(siteIcon, scrollToTop));
  atPhoneWidth();

  it('floats inside the window corner once shown, without widening the page', async () => {
    const { button } = await mount('label="Back to top"');
    await scrollPage(1000);
    await waitUntil(() => !button.hidden, 'the button did not show');
    const box = button.getBoundingClientRect();
    expect(box.right, 'inside the right edge').to.be.at.most(360);
    expect(box.bottom, 'inside the bottom edge').to.be.at.most(640);
    expectPhoneLayout(button);
  });
});
