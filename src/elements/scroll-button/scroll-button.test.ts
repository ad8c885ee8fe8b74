import { expect } from '@open-wc/testing';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { expectOneWarning } from '../../test/attribute-errors';
import { define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { useFakeClock } from '../../test/fake-clock';
import { documentTop, expectScrollOver, longPage, settle } from '../../test/scrolling';
import documentCss from './scroll-button.document.css';
import { scrollButton } from './scroll-button.element';

document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)];

async function mount(attributes: string) {
  const page = await longPage(`<scroll-button ${attributes}>Read the notes</scroll-button>
    <section id="notes" style="position: absolute; top: 2000px">Notes</section>`);
  const button = await rendered<HTMLButtonElement>(page.querySelector('scroll-button')!, '[part=button]');
  return { page, button, notesTop: documentTop(page.querySelector('#notes')!) };
}

describe('scroll-button before and after its upgrade', () => {
  it('keeps its box when it upgrades', async () => {
    const page = await longPage('<scroll-button target="#notes">Read the notes</scroll-button><p>Next</p>');
    const [element, next] = [page.querySelector('scroll-button')!, page.querySelector('p')!];
    expect(customElements.get('scroll-button')).to.equal(undefined);
    const before = [element.getBoundingClientRect(), next.getBoundingClientRect()];
    define(scrollButton);
    await rendered(element, '[part=button]');
    const after = [element.getBoundingClientRect(), next.getBoundingClientRect()];
    for (const [index, box] of after.entries()) {
      for (const side of ['top', 'left', 'height'] as const) {
        expect(box[side], `${index ? 'next paragraph' : 'button'} ${side}`).to.be.closeTo(before[index]![side], 1);
      }
    }
  });
});

describe('scroll-button', () => {
  before(() => define(scrollButton));

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('scrolls smoothly to its target, stopping 150 px above it by default, over 500 ms', async () => {
      const { button, notesTop } = await mount('target="#notes"');
      button.click();
      await expectScrollOver(clock(), notesTop - 150, 500);
    });

    it('takes another offset', async () => {
      const { button, notesTop } = await mount('target="#notes" offset="-10"');
      button.click();
      await expectScrollOver(clock(), notesTop - 10, 500);
    });
  });

  it('only warns when its target is missing', async () => {
    const { button } = await mount('target="#nowhere"');
    await expectOneWarning('scroll-button', ['#nowhere'], () => button.click());
    await settle();
    expect(scrollY).to.equal(0);
  });

  it('is an accessible button named by its text', async () => {
    const { page, button } = await mount('target="#notes"');
    expect(button.localName).to.equal('button');
    await expect(page.querySelector('scroll-button')).to.be.accessible();
  });
});

describe('scroll-button at 360 px', () => {
  before(() => define(scrollButton));
  atPhoneWidth();

  it('wraps a long label inside the window, beside the text around it', async () => {
    const page = await longPage(`<p>
        Spreads from 0.0 pips.
        <scroll-button target="#notes">Compare every account type, with its spreads, commissions and swaps</scroll-button>
        No hidden fees.
      </p>
      <section id="notes" style="position: absolute; top: 2000px">Notes</section>`);
    const button = await rendered<HTMLButtonElement>(page.querySelector('scroll-button')!, '[part=button]');
    expect(button.getBoundingClientRect().right, 'the button inside the window').to.be.at.most(360);
    expectPhoneLayout(page);
  });
});
