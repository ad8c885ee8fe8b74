import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { useFakeClock } from '../../test/fake-clock';
import { expectOneError } from '../../test/attribute-errors';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, DESKTOP, expectPhoneLayout } from '../../test/layout';
import { beforeUpgrade } from '../../test/upgrade-box';
import { siteTip } from './site-tip.element';
import { HOVER_GRACE_MS } from './site-tip.model';

const TEXT = 'The spread is the difference between the buy and the sell price.';

const parts = (element: HTMLElement) => ({
  button: element.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!,
  tip: element.shadowRoot!.querySelector<HTMLElement>('[part="tip"]')!,
  dialog: element.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!,
});

async function mount(template = html`<site-tip><span>${TEXT}</span></site-tip>`, selector = 'site-tip') {
  const root = await fixture<HTMLElement>(template);
  const element = root.matches(selector) ? root : root.querySelector<HTMLElement>(selector)!;
  await rendered(element, '[part="tip"]');
  await waitUntil(() => element.dataset.state === 'closed', 'the view did not settle');
  return element;
}

const center = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

const hover = (element: Element) => sendMouse({ type: 'move', position: center(element) });

/** Open, placed by Floating UI (its chunk has arrived) and faded in: read while fading, its colours are not its own. */
const shown = (tip: HTMLElement) =>
  waitUntil(
    () =>
      tip.matches(':popover-open') &&
      tip.hasAttribute('data-positioned') &&
      tip.checkVisibility() &&
      tip.getAnimations().length === 0,
    'the tip did not open',
  );
const hidden = (tip: HTMLElement) => waitUntil(() => !tip.matches(':popover-open'), 'the tip did not close');

/** A tip at `corner` in a paragraph styled `style`, its trigger hovered and the tip shown. */
async function hoveredAt(corner: string, style = 'padding: 40px 400px') {
  const element = await mount(
    html`<p style=${style}>
      <site-tip corner=${corner}><span>${TEXT}</span></site-tip>
    </p>`,
  );
  const { button, tip } = parts(element);
  await hover(button);
  await shown(tip);
  return { button, tip };
}

before(() => define(siteTip));
afterEach(async () => {
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
});

describe('<site-tip> wider than 1023 px: a tooltip', () => {
  beforeEach(() => setViewport(DESKTOP));

  it('opens on hover under the info button, lined up with its end (BOTTOM_END), and closes when the pointer leaves', async () => {
    const element = await mount(
      html`<p style="padding: 40px 400px">
        Spread <site-tip><span>${TEXT}</span></site-tip>
      </p>`,
    );
    const { button, tip } = parts(element);
    expect(button.getAttribute('aria-label')).to.equal('More information');
    expect(tip.checkVisibility()).to.equal(false);
    await hover(button);
    await shown(tip);
    expect(element.dataset.state).to.equal('open');
    expect(tip.getAttribute('role')).to.equal('tooltip');
    expect(button.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(tip.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal(TEXT);
    const trigger = button.getBoundingClientRect();
    const box = tip.getBoundingClientRect();
    expect(box.top).to.be.closeTo(trigger.bottom + 8, 1);
    expect(box.right).to.be.closeTo(trigger.right, 1);
    expect(tip.dataset.placement).to.equal('bottom-end');
    await sendMouse({ type: 'move', position: [1200, 700] });
    await hidden(tip);
    expect(element.dataset.state).to.equal('closed');
  });

  describe('the hover grace', () => {
    const clock = useFakeClock();
    const hoveredTip = async () => {
      const element = await mount(
        html`<p style="padding: 40px">
          <site-tip><span>${TEXT}</span></site-tip>
        </p>`,
      );
      const { button, tip } = parts(element);
      await hover(button);
      await shown(tip);
      return tip;
    };

    it('stays open while the pointer moves onto the tip itself', async () => {
      const tip = await hoveredTip();
      await sendMouse({ type: 'move', position: center(tip) });
      clock().advance(10 * HOVER_GRACE_MS);
      await nextFrame();
      await nextFrame();
      expect(tip.matches(':popover-open')).to.equal(true);
    });

    it(`stays open for ${HOVER_GRACE_MS} ms after the pointer leaves, to cross the gap to the tip`, async () => {
      const tip = await hoveredTip();
      await sendMouse({ type: 'move', position: [1200, 700] });
      await waitUntil(() => clock().pending === 1, 'no grace after leaving');
      clock().advance(HOVER_GRACE_MS - 1);
      await nextFrame();
      expect(tip.matches(':popover-open'), 'closed before the grace was over').to.equal(true);
      clock().advance(1);
      await hidden(tip);
    });
  });

  it('opens on keyboard focus, closes on Escape and on blur', async () => {
    const root = await fixture<HTMLElement>(
      html`<div style="padding: 40px">
        <button id="before">Before</button><site-tip><span>${TEXT}</span></site-tip
        ><button id="after">After</button>
      </div>`,
    );
    const element = root.querySelector<HTMLElement>('site-tip')!;
    await rendered(element, '[part="tip"]');
    const { button, tip } = parts(element);
    root.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expectFocused(button);
    await shown(tip);
    await sendKeys({ press: 'Escape' });
    await hidden(tip);
    expectFocused(button);
    // Focus coming back opens it again; leaving closes it.
    root.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await shown(tip);
    await sendKeys({ press: 'Tab' });
    expectFocused(root.querySelector('#after'));
    await hidden(tip);
  });

  it('opens above the trigger, lined up with its right edge, at corner TOP_RIGHT', async () => {
    const { button, tip } = await hoveredAt('TOP_RIGHT', 'padding: 200px 400px');
    const trigger = button.getBoundingClientRect();
    const box = tip.getBoundingClientRect();
    expect(tip.dataset.placement).to.equal('top-end');
    expect(box.bottom).to.be.closeTo(trigger.top - 8, 1);
    expect(box.right).to.be.closeTo(trigger.right, 1);
  });

  it('lines up with the start edge at BOTTOM_START and BOTTOM_LEFT', async () => {
    for (const corner of ['BOTTOM_START', 'BOTTOM_LEFT']) {
      const { button, tip } = await hoveredAt(corner);
      expect(tip.getBoundingClientRect().left, corner).to.be.closeTo(button.getBoundingClientRect().left, 1);
      await sendMouse({ type: 'move', position: [5, 790] });
      await hidden(tip);
    }
  });

  it('stays inside the window: clear of the right edge, flipped above at the bottom', async () => {
    const right = await mount(
      html`<div style="position: fixed; top: 40px; right: 0">
        <site-tip corner="BOTTOM_START"><span>${TEXT}</span></site-tip>
      </div>`,
    );
    await hover(parts(right).button);
    await shown(parts(right).tip);
    expect(parts(right).tip.getBoundingClientRect().right).to.be.at.most(innerWidth - 8 + 0.5);
    await sendMouse({ type: 'move', position: [5, 5] });
    await hidden(parts(right).tip);

    const bottom = await mount(
      html`<div style="position: fixed; bottom: 0; left: 300px">
        <site-tip><span>${TEXT}</span></site-tip>
      </div>`,
    );
    await hover(parts(bottom).button);
    await shown(parts(bottom).tip);
    expect(parts(bottom).tip.dataset.placement).to.equal('top-end');
    expect(parts(bottom).tip.getBoundingClientRect().bottom).to.be.at.most(
      parts(bottom).button.getBoundingClientRect().top,
    );
  });

  it('logs one error for another corner and opens at BOTTOM_END', async () => {
    const { tip } = await expectOneError('site-tip', ['"corner"', 'TOP_LEFT'], () => hoveredAt('TOP_LEFT'));
    expect(tip.dataset.placement).to.equal('bottom-end');
  });

  it('takes a slotted trigger, described by the tip’s content', async () => {
    const element = await mount(
      html`<p style="padding: 40px">
        <site-tip><button slot="trigger">What is a spread?</button><span>${TEXT}</span></site-tip>
      </p>`,
    );
    const trigger = element.querySelector<HTMLButtonElement>('[slot="trigger"]')!;
    const content = element.querySelector('span')!;
    expect(parts(element).button.checkVisibility()).to.equal(false);
    expect(content.id).not.to.equal('');
    expect(trigger.getAttribute('aria-describedby')).to.equal(content.id);
    await hover(trigger);
    await shown(parts(element).tip);
    expect(parts(element).tip.getBoundingClientRect().top).to.be.closeTo(trigger.getBoundingClientRect().bottom + 8, 1);
    await expect(element).to.be.accessible();
  });

  it('makes a slotted trigger that is no button focusable, and opens on its focus', async () => {
    const element = await mount(html`<site-tip><span slot="trigger">Spread</span>Bare tip text.</site-tip>`);
    const trigger = element.querySelector<HTMLElement>('[slot="trigger"]')!;
    expect(trigger.tabIndex).to.equal(0);
    expect(trigger.getAttribute('role')).to.equal('button');
    expect(trigger.getAttribute('aria-description')).to.equal('Bare tip text.');
    trigger.focus();
    await shown(parts(element).tip);
  });

  it('opens no dialog on a click at 1024 px', async () => {
    await setViewport({ width: 1024, height: 768 });
    const element = await mount();
    parts(element).button.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(parts(element).dialog.open).to.equal(false);
  });

  it('passes an accessibility audit, open', async () => {
    const element = await mount(
      html`<p style="padding: 40px">
        Spread <site-tip><span>${TEXT}</span></site-tip>
      </p>`,
    );
    await hover(parts(element).button);
    await shown(parts(element).tip);
    await expect(element).to.be.accessible();
  });

  it('hides its text and holds the button’s box before the upgrade', async () => {
    const [box, textVisible] = await beforeUpgrade(
      `<site-tip><span>${TEXT}</span></site-tip>`,
      (doc) =>
        [doc.querySelector('site-tip')!.getBoundingClientRect(), doc.querySelector('span')!.checkVisibility()] as const,
    );
    expect([box.width, box.height]).to.deep.equal([44, 44]);
    expect(textVisible).to.equal(false);
  });
});

describe('<site-tip> at 1023 px or narrower: a dialog', () => {
  beforeEach(() => setViewport({ width: 1023, height: 768 }));

  it('opens the tip in a modal dialog on a click, and a click on the dialog closes it', async () => {
    const element = await mount();
    const { button, tip, dialog } = parts(element);
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    button.focus();
    button.click();
    await waitUntil(() => dialog.open && dialog.getAnimations().length === 0, 'the dialog did not open');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(element.dataset.state).to.equal('dialog');
    expect(dialog.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements()[0]!.textContent).to.equal(
      TEXT,
    );
    expect(tip.matches(':popover-open')).to.equal(false);
    element.querySelector('span')!.click();
    await waitUntil(() => !dialog.open, 'a click on the dialog did not close it');
    expectFocused(button);
  });

  it('closes on Escape, and the tooltip does not open on hover', async () => {
    const element = await mount(
      html`<p style="padding: 40px">
        <site-tip><span>${TEXT}</span></site-tip>
      </p>`,
    );
    const { button, tip, dialog } = parts(element);
    await hover(button);
    // A hover opens the tooltip in the render after it: two frames are room enough.
    await nextFrame();
    await nextFrame();
    expect(tip.matches(':popover-open')).to.equal(false);
    await sendMouse({ type: 'click', position: center(button) });
    await waitUntil(() => dialog.open, 'the dialog did not open');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape did not close the dialog');
  });
});

describe('<site-tip> on a phone', () => {
  atPhoneWidth();

  it('fits its dialog in the window, and passes an audit with it open', async () => {
    const element = await mount(
      html`<p>
        Spread <site-tip label="About the spread"><span>${TEXT}</span></site-tip>
      </p>`,
      'site-tip',
    );
    const { button, dialog } = parts(element);
    expectPhoneLayout(element);
    button.click();
    await waitUntil(() => dialog.open && dialog.getAnimations().length === 0, 'the dialog did not open');
    expect(dialog.getAttribute('aria-label')).to.equal('About the spread');
    expect(dialog.getBoundingClientRect().right).to.be.at.most(360);
    expectPhoneLayout(element);
    await expect(element).to.be.accessible();
    dialog.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await waitUntil(() => !dialog.open, 'the close button did not close the dialog');
  });
});
