import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { pageConfig } from '../../platform/dom/page-config';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { riskWarningCookie } from '../../services/cookies';
import { deleteCookies } from '../../test/cookies';
import { useFakeClock } from '../../test/fake-clock';
import { define, rendered } from '../../test/harness';
import { longPage, scrollPage, settle } from '../../test/scrolling';
import { atPhoneWidth, expectPhoneLayout, overlappingText } from '../../test/layout';
import { siteIcon } from '../site-icon/site-icon.element';
import documentCss from './risk-warning.document.css';
import { riskWarning } from './risk-warning.element';
import { collapsesOnScroll } from './risk-warning.model';

// The page's regulator, read once per page: set before anything reads it.
document.body.dataset.regulator = 'CySEC';

const WARNING_TEXT =
  'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. '.repeat(4);

async function mount() {
  const page = await longPage(`<risk-warning><p>${WARNING_TEXT}</p></risk-warning>`);
  const warning = page.querySelector<HTMLElement>('risk-warning')!;
  const toggle = await rendered<HTMLButtonElement>(warning, '[part=toggle]');
  const text = warning.shadowRoot!.querySelector<HTMLElement>('[part=text]')!;
  const lineHeight = parseFloat(getComputedStyle(warning.querySelector('p')!).lineHeight);
  // React subscribes to scrolling in an effect, after the first paint.
  await settle();
  return { warning, toggle, text, lineHeight };
}

const expanded = (toggle: HTMLButtonElement) => toggle.getAttribute('aria-expanded');

document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)];

describe('risk-warning before and after its upgrade', () => {
  it('keeps its text where it was when it upgrades: nothing shifts', async () => {
    const page = await longPage(`<risk-warning><p>${WARNING_TEXT}</p></risk-warning><p id="after">Next</p>`);
    const [warning, text, after] = [page.firstElementChild!, page.querySelector('p')!, page.querySelector('#after')!];
    expect(customElements.get('risk-warning')).to.equal(undefined);
    const before = [text.getBoundingClientRect(), after.getBoundingClientRect()];
    define(siteIcon, riskWarning);
    await rendered(warning, '[part=toggle]');
    const upgraded = [text.getBoundingClientRect(), after.getBoundingClientRect()];
    for (const [index, box] of upgraded.entries()) {
      for (const side of ['top', 'left', 'width', 'height'] as const) {
        expect(box[side], `${index ? 'next paragraph' : 'text'} ${side}`).to.be.closeTo(before[index]![side], 1);
      }
    }
  });
});

describe('risk-warning', () => {
  before(() => define(siteIcon, riskWarning));
  beforeEach(() => deleteCookies('riskWarningClosed'));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('reads the regulator from the page', () => {
    expect(pageConfig().regulator).to.equal('cysec');
  });

  it('starts expanded, showing the whole warning, when no cookie says otherwise', async () => {
    const { warning, toggle, text, lineHeight } = await mount();
    expect(expanded(toggle)).to.equal('true');
    expect(warning.dataset.state).to.equal('expanded');
    expect(text.getBoundingClientRect().height).to.be.greaterThan(2 * lineHeight);
  });

  it('collapses to its first line on a click and stores the regulator in riskWarningClosed', async () => {
    const { warning, toggle, text, lineHeight } = await mount();
    toggle.click();
    await waitUntil(() => expanded(toggle) === 'false', 'did not collapse');
    expect(warning.dataset.state).to.equal('collapsed');
    expect(text.getBoundingClientRect().height).to.be.closeTo(lineHeight, 1);
    expect(document.cookie).to.contain('riskWarningClosed=cysec');
  });

  it('expands on the next click and removes the cookie', async () => {
    const { toggle } = await mount();
    toggle.click();
    await waitUntil(() => expanded(toggle) === 'false');
    toggle.click();
    await waitUntil(() => expanded(toggle) === 'true', 'did not expand');
    expect(document.cookie).not.to.contain('riskWarningClosed');
  });

  it('starts collapsed when the cookie holds the current regulator', async () => {
    riskWarningCookie.close('cysec');
    const { toggle, text, lineHeight } = await mount();
    expect(expanded(toggle)).to.equal('false');
    expect(text.getBoundingClientRect().height).to.be.closeTo(lineHeight, 1);
  });

  it('starts expanded when the cookie holds another regulator', async () => {
    riskWarningCookie.close('fca');
    const { toggle } = await mount();
    expect(expanded(toggle)).to.equal('true');
  });

  it('collapses when scrolled down on a 1023 px screen, without storing the cookie', async () => {
    await setViewport({ width: 1023, height: 600 });
    const { toggle } = await mount();
    await scrollPage(300);
    await waitUntil(() => expanded(toggle) === 'false', 'did not collapse on scroll');
    expect(document.cookie).not.to.contain('riskWarningClosed');
  });

  it('stays expanded when scrolled down on a 1024 px screen', async () => {
    await setViewport({ width: 1024, height: 600 });
    const { toggle } = await mount();
    await scrollPage(300);
    await settle();
    expect(expanded(toggle)).to.equal('true');
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('stays expanded when scrolled up on a small screen', async () => {
      await setViewport({ width: 375, height: 600 });
      const { toggle } = await mount();
      await scrollPage(1000);
      await waitUntil(() => expanded(toggle) === 'false');
      toggle.click();
      await waitUntil(() => expanded(toggle) === 'true');
      await scrollPage(400);
      // The handler runs at most every 100 ms: the window the first scroll opened closes, and
      // the scroll up, held back by it, is handled.
      clock().advance(100);
      await settle();
      expect(expanded(toggle)).to.equal('true');
    });
  });

  it('is accessible expanded and collapsed', async () => {
    const { warning, toggle } = await mount();
    await expect(warning).to.be.accessible();
    toggle.click();
    await waitUntil(() => expanded(toggle) === 'false');
    await expect(warning).to.be.accessible();
    expect(toggle.getAttribute('aria-controls')).to.equal(warning.shadowRoot!.querySelector('[part=text]')!.id);
  });
});

describe('risk warning rules', () => {
  it('collapse on a downward scroll at 1023 px or narrower only', () => {
    expect(collapsesOnScroll(0, 10, 1023)).to.equal(true);
    expect(collapsesOnScroll(0, 10, 1024)).to.equal(false);
    expect(collapsesOnScroll(10, 0, 375)).to.equal(false);
    expect(collapsesOnScroll(10, 10, 375)).to.equal(false);
  });
});

describe('riskWarningCookie', () => {
  beforeEach(() => deleteCookies('riskWarningClosed'));

  it('remembers the regulator closed, for that regulator only, until cleared', () => {
    expect(riskWarningCookie.closedFor('fca')).to.equal(false);
    riskWarningCookie.close('fca');
    expect(document.cookie).to.contain('riskWarningClosed=fca');
    expect(riskWarningCookie.closedFor('fca')).to.equal(true);
    expect(riskWarningCookie.closedFor('asic')).to.equal(false);
    riskWarningCookie.clear();
    expect(riskWarningCookie.closedFor('fca')).to.equal(false);
  });
});

describe('risk-warning at 360 px', () => {
  atPhoneWidth();
  before(() => define(siteIcon, riskWarning));
  beforeEach(() => deleteCookies('riskWarningClosed'));

  it('shows the whole warning and its toggle with no text over text, then its first line collapsed', async () => {
    const { warning, toggle } = await mount();
    expectPhoneLayout(warning);
    toggle.click();
    await waitUntil(() => warning.dataset.state === 'collapsed', 'did not collapse');
    expect(overlappingText(warning)).to.deep.equal([]);
    expect(toggle.getBoundingClientRect().right).to.be.at.most(innerWidth);
  });
});
