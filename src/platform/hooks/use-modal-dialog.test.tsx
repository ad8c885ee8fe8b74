import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { useFakeClock } from '../../test/fake-clock';
import { expectFocused } from '../../test/focus';
import { nextFrame } from '../../test/harness';
import { scrollLockStyle } from '../dom/modal-dialog';
import { useModalDialog, type ModalDialog } from './use-modal-dialog';
// The timings as docs/RULES.md §9 has them, not as the code does.
import { SPEC_DIALOG_CLOSE_MS as DIALOG_CLOSE_MS, SPEC_DIALOG_OPEN_MS as DIALOG_OPEN_MS } from '../../test/spec-calls';

/** A view using the hook as elements do; the test drives it through `api`. */
function Popup({ host, name, onClose, expose }: Props) {
  const modal = useModalDialog(host, onClose);
  expose(modal);
  return (
    <>
      <button
        type="button"
        id={`${name}-opener`}
        aria-expanded={modal.open}
        onClick={(e) => modal.show(e.currentTarget)}
      >
        Open {name}
      </button>
      <dialog {...modal.dialogProps} aria-label={name} id={`${name}-dialog`}>
        <div className="body" style={{ padding: '16px' }}>
          <button type="button" id={`${name}-first`}>
            First
          </button>
          <span id={`${name}-shadow-host`} />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" hidden>
            Hidden
          </button>
          <button type="button" id={`${name}-last`} onClick={modal.hide}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
interface Props {
  host: HTMLElement;
  name: string;
  onClose?: () => void;
  expose: (modal: ModalDialog) => void;
}

const durations = (dialog: HTMLDialogElement) =>
  dialog.getAnimations().map((animation) => animation.effect!.getTiming().duration);

async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

describe('useModalDialog', () => {
  let host: HTMLElement;
  let root: Root;
  let api: ModalDialog;
  let closes = 0;
  const events: string[] = [];
  const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
  const dialog = () => byId<HTMLDialogElement>('main-dialog');
  const opener = () => byId<HTMLButtonElement>('main-opener');

  beforeEach(async () => {
    closes = 0;
    events.length = 0;
    host = document.createElement('div');
    // A page taller than the window, scrolled a little, so the scroll lock has something to hold.
    host.style.minHeight = '3000px';
    host.style.paddingTop = '300px'; // the opener stays in view at that scroll
    document.body.append(host);
    for (const type of ['popup-open', 'popup-close']) host.addEventListener(type, () => events.push(type));
    root = createRoot(host);
    root.render(<Popup host={host} name="main" onClose={() => closes++} expose={(modal) => (api = modal)} />);
    await waitUntil(() => dialog());
    // Focusable content in a nested shadow root: the focus trap walks into it.
    const inner = byId('main-shadow-host').attachShadow({ mode: 'open' });
    inner.innerHTML = '<input aria-label="Amount" id="amount">';
    scrollTo(0, 200);
  });

  afterEach(async () => {
    root.unmount();
    host.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    scrollTo(0, 0);
  });

  const amount = () => byId('main-shadow-host').shadowRoot!.getElementById('amount')!;
  const opened = () => waitUntil(() => dialog().open && dialog().getAnimations().length === 0, 'did not open');
  // Closed once the dialog's own close event has run: focus is back and popup-close announced.
  const closed = () => waitUntil(() => !dialog().open && events.at(-1) === 'popup-close', 'did not close');

  async function openFromOpener() {
    opener().focus();
    opener().click();
    await opened();
  }

  it('keeps its API: show(opener) opens it modally, `open` follows, hide() closes it', async () => {
    expect(api.open).to.equal(false);
    await openFromOpener();
    expect(dialog().matches(':modal')).to.equal(true);
    await waitUntil(() => api.open && opener().getAttribute('aria-expanded') === 'true');
    api.hide();
    await closed();
    expect(api.open).to.equal(false);
    expect(opener().getAttribute('aria-expanded'), 'in step with the dialog at once').to.equal('false');
    expect(closes).to.equal(1);
  });

  it('closes on Escape and gives focus back to the opener, announcing open and close once each', async () => {
    await openFromOpener();
    expectFocused(byId('main-first'));
    await sendKeys({ press: 'Escape' });
    await closed();
    expectFocused(opener());
    await waitUntil(() => events.length === 2);
    expect(events).to.deep.equal(['popup-open', 'popup-close']);
  });

  it('gives focus back to what had it when shown without an opener', async () => {
    const search = document.createElement('input');
    search.setAttribute('aria-label', 'Search');
    host.prepend(search);
    search.focus();
    api.show();
    await opened();
    await sendKeys({ press: 'Escape' });
    await closed();
    expectFocused(search);
  });

  it('wraps Tab and Shift+Tab inside, through nested shadow roots, past disabled and hidden controls', async () => {
    await openFromOpener();
    expectFocused(byId('main-first'));
    await sendKeys({ press: 'Tab' });
    expectFocused(amount());
    await sendKeys({ press: 'Tab' });
    expectFocused(byId('main-last'));
    await sendKeys({ press: 'Tab' });
    expectFocused(byId('main-first'));
    await shiftTab();
    expectFocused(byId('main-last'));
  });

  it('stops the page scrolling while open, without shifting it sideways, and lets it scroll again after', async () => {
    // Headless Chromium draws overlay scrollbars (0 px): the room kept for a classic one is
    // checked through scrollLockStyle below.
    const scrollbar = innerWidth - document.documentElement.clientWidth;
    const widthBefore = host.getBoundingClientRect().width;
    await openFromOpener();
    expect(scrollY).to.equal(200);
    expect(host.getBoundingClientRect().width, `the page shifted (scrollbar ${scrollbar} px)`).to.equal(widthBefore);
    const rootStyle = getComputedStyle(document.documentElement);
    expect(rootStyle.getPropertyValue('--site-scrollbar-width')).to.equal(`${scrollbar}px`);
    expect(rootStyle.scrollbarGutter).to.equal(scrollLockStyle(scrollbar).scrollbarGutter || 'auto');
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'End' });
    await nextFrame();
    expect(scrollY, 'the page behind the dialog scrolled').to.equal(200);
    await sendKeys({ press: 'Escape' });
    await closed();
    expect(host.getBoundingClientRect().width).to.equal(widthBefore);
    await sendKeys({ press: 'PageDown' });
    await waitUntil(() => scrollY > 200, 'the page did not scroll again after the dialog closed');
  });

  it('keeps a classic scrollbar’s room while the page is locked, and adds none where there was none', () => {
    expect(scrollLockStyle(15)).to.deep.equal({
      overflow: 'hidden',
      scrollbarGutter: 'stable',
      scrollbarWidth: '15px',
    });
    expect(scrollLockStyle(0)).to.deep.equal({ overflow: 'hidden', scrollbarGutter: '', scrollbarWidth: '0px' });
  });

  it('keeps the page locked until the last of two stacked dialogs closes', async () => {
    const second = document.createElement('div');
    document.body.append(second);
    const secondRoot = createRoot(second);
    let secondApi!: ModalDialog;
    secondRoot.render(<Popup host={second} name="second" expose={(modal) => (secondApi = modal)} />);
    await waitUntil(() => byId('second-dialog'));
    try {
      await openFromOpener();
      secondApi.show(byId('main-first'));
      await waitUntil(() => byId<HTMLDialogElement>('second-dialog').open);
      secondApi.hide();
      await waitUntil(() => !byId<HTMLDialogElement>('second-dialog').open);
      expectFocused(byId('main-first'));
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      api.hide();
      await closed();
      expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
    } finally {
      secondRoot.unmount();
      second.remove();
    }
  });

  it('lets the page scroll again when the view goes away while open', async () => {
    await openFromOpener();
    root.unmount();
    expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
    root = createRoot(host); // for afterEach
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('closes on a click on its backdrop, not on one inside its box', async () => {
      await openFromOpener();
      // Inside the content: the dialog's own padding is its backdrop's target (views fill the box).
      const content = dialog().querySelector('.body')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(content.left + 4), Math.round(content.top + 4)] });
      // Far longer than a closing fade, so a close started by that click would have ended.
      clock().advance(10 * DIALOG_CLOSE_MS);
      await nextFrame();
      expect(dialog().open).to.equal(true);
      expect(events).to.deep.equal(['popup-open']);
      await sendMouse({ type: 'click', position: [3, 3] });
      clock().advance(DIALOG_CLOSE_MS);
      await closed();
      expectFocused(opener());
    });

    it(`fades in over ${DIALOG_OPEN_MS} ms and out over ${DIALOG_CLOSE_MS} ms; the close waits for its fade`, async () => {
      opener().click();
      await waitUntil(() => durations(dialog()).length > 0, 'no opening animation');
      expect(durations(dialog())).to.deep.equal([DIALOG_OPEN_MS]);
      await opened();
      api.hide();
      await waitUntil(() => durations(dialog()).length > 0, 'no closing animation');
      expect(durations(dialog())).to.deep.equal([DIALOG_CLOSE_MS]);
      clock().advance(DIALOG_CLOSE_MS - 1);
      await nextFrame();
      await nextFrame();
      expect(dialog().open, 'closed before its fade ended').to.equal(true);
      expect(events).to.deep.equal(['popup-open']);
      clock().advance(1);
      await closed();
      await waitUntil(() => events.length === 2);
      expect(events).to.deep.equal(['popup-open', 'popup-close']);
    });
  });

  it('turns back open when shown again during its closing fade, announcing nothing', async () => {
    await openFromOpener();
    await waitUntil(() => events.length === 1);
    api.hide();
    const [closing] = dialog().getAnimations();
    closing!.pause();
    api.show(opener());
    expect(durations(dialog())).to.deep.equal([DIALOG_OPEN_MS]);
    await opened();
    expect(dialog().open).to.equal(true);
    expect(events).to.deep.equal(['popup-open']);
    expect(closes).to.equal(0);
  });

  it('neither fades nor waits under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    opener().click();
    await waitUntil(() => dialog().open);
    expect(dialog().getAnimations()).to.have.length(0);
    api.hide();
    await closed();
    expect(dialog().getAnimations()).to.have.length(0);
  });
});
