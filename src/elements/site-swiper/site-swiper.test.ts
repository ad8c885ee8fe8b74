import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { captureConsole, define, nextFrame, rendered, shadow } from '../../test/harness';
import { useFakeClock } from '../../test/fake-clock';
import { boxBeforeUpgrade } from '../../test/upgrade-box';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { siteSwiper } from './site-swiper.element';

const button = (element: Element, name: string) =>
  shadow(element).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const viewportBox = (element: Element) => shadow(element).querySelector('.viewport')!.getBoundingClientRect();
const slideGroups = (element: Element) => [...shadow(element).querySelectorAll<HTMLElement>('[role="group"]')];
const currentDot = (element: Element) =>
  shadow(element).querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const status = (element: Element) => shadow(element).querySelector('[role="status"]')!.textContent;
/** Slides (indexes) a visitor sees: drawn, inside the viewport. */
const visibleSlides = (element: Element) => {
  const view = viewportBox(element);
  return [...element.children].flatMap((slide, index) => {
    const box = slide.getBoundingClientRect();
    const inside = box.right > view.left + 1 && box.left < view.right - 1;
    return inside && slide.checkVisibility({ visibilityProperty: true }) ? [index] : [];
  });
};

/** Waits until slide `index` sits at the viewport's left edge, alone or first, and the rest are hidden. */
async function settledOn(element: Element, index: number, perView = 1) {
  await waitUntil(
    () => Math.abs(element.children[index]!.getBoundingClientRect().left - viewportBox(element).left) < 1,
    `slide ${index + 1} did not come into view`,
  );
  await waitUntil(
    () => visibleSlides(element).join() === Array.from({ length: perView }, (_, i) => index + i).join(),
    `slides ${index}..${index + perView - 1} were not the ones visible`,
  );
}

/**
 * Clicks `control` and records slide `index`'s offset from the viewport each frame until it
 * arrives: the offsets in between (none when the move is not animated).
 */
async function offsetsInBetween(element: Element, control: HTMLElement, index: number): Promise<number[]> {
  const offset = () => Math.round(element.children[index]!.getBoundingClientRect().left - viewportBox(element).left);
  const start = offset();
  control.click();
  const seen: number[] = [];
  for (let frame = 0; frame < 120 && offset() !== 0; frame++) {
    await nextFrame();
    seen.push(offset());
  }
  expect(offset(), 'the slide did not arrive').to.equal(0);
  return seen.filter((value) => value !== start && value !== 0);
}

const SLIDES = html`<article>
    <h3>Zero commission on stocks</h3>
    <p>Trade 4,000+ US and EU stocks.</p>
  </article>
  <article>
    <h3>Tight spreads</h3>
    <p>EUR/USD from 0.0 pips on Zero accounts.</p>
  </article>
  <article>
    <h3>Award-winning support</h3>
    <p>Talk to us 24/5 in 20 languages.</p>
  </article>`;

async function swiper(template: ReturnType<typeof html>) {
  const element = await fixture<HTMLElement>(template);
  await rendered(element, '[role="group"]');
  await waitUntil(
    () => slideGroups(element).some((slide) => slide.inert) || element.children.length < 2,
    'embla did not start',
  );
  return element;
}
/**
 * Moves are instant (`speed="0"`) where the test is not about the slide animation: an animated
 * move is 300 ms of real time, and the suite waits on none (docs/TOOLCHAIN.md).
 */
const plain = () => swiper(html`<site-swiper label="Why trade with us" speed="0">${SLIDES}</site-swiper>`);

/** Moves the mouse away from everything (top-left corner of the page). */
const mouseAway = () => sendMouse({ type: 'move', position: [0, 0] });

describe('<site-swiper>', () => {
  before(() => {
    define(siteSwiper);
    installDocumentStyles();
  });

  it('holds its box before its view arrives: the first slide and the controls row', async () => {
    const slides = [1, 2, 3].map((n) => `<div style="height: 120px">Offer ${n}</div>`).join('');
    const markup = `<site-swiper>${slides}</site-swiper>`;
    const before = await boxBeforeUpgrade(markup, 800);
    const element = (await fixture<HTMLElement>(`<div style="width: 800px">${markup}</div>`)).firstElementChild!;
    await rendered(element, '[part="controls"]');
    expect(Math.abs(element.getBoundingClientRect().height - before.height)).to.be.below(1);
    expect(before.height).to.equal(120 + 52);
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await mouseAway();
  });

  describe('structure', () => {
    it('is a labelled carousel region of slides, each a group "n of m" holding the server-rendered content', async () => {
      const element = await plain();
      const region = shadow(element).querySelector('section')!;
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region.getAttribute('aria-label')).to.equal('Why trade with us');
      expect(slideGroups(element).map((group) => group.getAttribute('aria-label'))).to.deep.equal([
        '1 of 3',
        '2 of 3',
        '3 of 3',
      ]);
      expect(slideGroups(element).every((group) => group.getAttribute('aria-roledescription') === 'slide')).to.equal(
        true,
      );
      const assigned = slideGroups(element).map(
        (group) => group.querySelector('slot')!.assignedElements()[0]!.querySelector('h3')!.textContent,
      );
      expect(assigned).to.deep.equal(['Zero commission on stocks', 'Tight spreads', 'Award-winning support']);
      await settledOn(element, 0);
    });

    it('words its controls as docs/RULES.md §8 does', async () => {
      const element = await plain();
      expect(button(element, 'Previous slide')).to.exist;
      expect(button(element, 'Next slide')).to.exist;
      const dots = [...shadow(element).querySelectorAll('[part~="dot"]')].map((dot) => dot.getAttribute('aria-label'));
      expect(dots).to.deep.equal(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
      expect(currentDot(element)).to.equal('Go to slide 1');
    });

    it('follows slides added later', async () => {
      const element = await plain();
      const extra = document.createElement('article');
      extra.textContent = 'Copy trading';
      element.append(extra);
      await waitUntil(() => slideGroups(element).length === 4, 'the new slide was not wrapped');
      expect(slideGroups(element)[3]!.getAttribute('aria-label')).to.equal('4 of 4');
      await waitUntil(() => shadow(element).querySelectorAll('[part~="dot"]').length === 4, 'no dot for the new slide');
    });
  });

  describe('moving', () => {
    it('moves with the next and previous buttons, disabled at the ends, and announces the first and last slide', async () => {
      const element = await plain();
      const [previous, next] = [button(element, 'Previous slide'), button(element, 'Next slide')];
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      expect(next.hasAttribute('aria-disabled')).to.equal(false);

      next.click();
      await settledOn(element, 1);
      expect(currentDot(element)).to.equal('Go to slide 2');
      expect(previous.hasAttribute('aria-disabled')).to.equal(false);

      next.click();
      await settledOn(element, 2);
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      await waitUntil(() => status(element) === 'This is the last slide', 'the last slide was not announced');

      next.click(); // disabled: stays, says so
      await nextFrame();
      expect(currentDot(element)).to.equal('Go to slide 3');

      previous.click();
      await settledOn(element, 1);
      previous.click();
      await settledOn(element, 0);
      await waitUntil(() => status(element) === 'This is the first slide', 'the first slide was not announced');
    });

    it('goes to the slide a dot names', async () => {
      const element = await plain();
      shadow(element).querySelector<HTMLButtonElement>('[aria-label="Go to slide 3"]')!.click();
      await settledOn(element, 2);
      expect(currentDot(element)).to.equal('Go to slide 3');
    });

    it('moves with the arrow keys while focus is inside, slotted content included', async () => {
      const element = await swiper(
        html`<site-swiper speed="0"
          ><div><a href="#a">First offer</a></div>
          <div><a href="#b">Second</a></div>
          <div>Third</div></site-swiper
        >`,
      );
      element.querySelector('a')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settledOn(element, 1);
      button(element, 'Next slide').focus();
      await sendKeys({ press: 'ArrowRight' });
      await settledOn(element, 2);
      await sendKeys({ press: 'ArrowLeft' });
      await settledOn(element, 1);
    });

    it('keeps the keyboard out of slides that are out of view', async () => {
      const element = await swiper(
        html`<site-swiper
          ><div><a href="#a">First offer</a></div>
          <div><a href="#b">Second offer</a></div></site-swiper
        >`,
      );
      await waitUntil(() => slideGroups(element)[1]!.inert, 'the hidden slide is not inert');
      expect(slideGroups(element)[0]!.inert).to.equal(false);
    });

    it('goes round with loop: previous from the first slide shows the last', async () => {
      const element = await swiper(html`<site-swiper loop speed="0">${SLIDES}</site-swiper>`);
      expect(button(element, 'Previous slide').hasAttribute('aria-disabled')).to.equal(false);
      button(element, 'Previous slide').click();
      await waitUntil(() => currentDot(element) === 'Go to slide 3', 'did not go round to the last slide');
      await waitUntil(() => visibleSlides(element).join() === '2', 'the last slide is not the one shown');
    });

    // How long a move takes for a `speed` is emblaDuration's (site-swiper.model.test.ts); here, that
    // the speed reaches the carousel: a move is under way two frames after the click, or over at once.
    it('slides over `speed` ms, and at once with speed 0', async () => {
      const element = await swiper(html`<site-swiper speed="600">${SLIDES}</site-swiper>`);
      button(element, 'Next slide').click();
      await nextFrame();
      await nextFrame();
      expect(visibleSlides(element).join(), 'moving: both slides show part').to.equal('0,1');

      const instant = await swiper(html`<site-swiper speed="0">${SLIDES}</site-swiper>`);
      expect(await offsetsInBetween(instant, button(instant, 'Next slide'), 1)).to.deep.equal([]);
    });
  });

  describe('autoplay', () => {
    const clock = useFakeClock();
    /** Autoplay's timer is set: the one the fake clock holds. */
    const armed = () => waitUntil(() => clock().pending === 1, 'autoplay set no timer');
    /** Autoplay has let go of its timer (paused or stopped). */
    const idle = () => waitUntil(() => clock().pending === 0, 'autoplay kept its timer');
    /** Time well past the delay passes, and a render after it: nothing may have moved. */
    async function stillOnFirstSlide(element: Element) {
      clock().advance(2000);
      await nextFrame();
      await nextFrame();
      expect(currentDot(element)).to.equal('Go to slide 1');
    }

    it('moves on after the delay, rewinds after the last, with a button to stop it', async () => {
      const element = await swiper(html`<site-swiper autoplay delay="1000">${SLIDES}</site-swiper>`);
      expect(button(element, 'Stop automatic slide show')).to.exist;
      await armed();
      clock().advance(999);
      expect(clock().pending, 'moved before the delay').to.equal(1);
      clock().advance(1);
      await waitUntil(() => currentDot(element) === 'Go to slide 2', 'autoplay did not move on');
      await armed();
      clock().advance(1000);
      await waitUntil(() => currentDot(element) === 'Go to slide 3', 'autoplay stopped');
      await armed();
      clock().advance(1000);
      await waitUntil(() => currentDot(element) === 'Go to slide 1', 'autoplay did not rewind after the last');
      expect(shadow(element).querySelector('.container')!.getAttribute('aria-live')).to.equal('off');
    });

    it('stops for good when the visitor presses stop, and starts again with start', async () => {
      const element = await swiper(html`<site-swiper autoplay delay="1000">${SLIDES}</site-swiper>`);
      await armed();
      button(element, 'Stop automatic slide show').click();
      await waitUntil(() => button(element, 'Start automatic slide show'), 'the button did not turn into start');
      await stillOnFirstSlide(element);
      expect(shadow(element).querySelector('.container')!.getAttribute('aria-live')).to.equal('polite');
      button(element, 'Start automatic slide show').click();
      await armed();
      clock().advance(1000);
      await waitUntil(() => currentDot(element) === 'Go to slide 2', 'autoplay did not start again');
    });

    const visibilityState = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    const pauses: {
      reason: string;
      pause: (element: Element) => Promise<void>;
      resume: (element: Element) => void | Promise<void>;
    }[] = [
      {
        reason: 'the pointer is over the carousel',
        pause: async (element) => {
          const box = element.getBoundingClientRect();
          await sendMouse({ type: 'move', position: [Math.round(box.left + 40), Math.round(box.top + 20)] });
        },
        resume: () => mouseAway(),
      },
      {
        reason: 'focus is inside',
        pause: async (element) => button(element, 'Next slide').focus(),
        resume: (element) => button(element, 'Next slide').blur(),
      },
      {
        reason: 'the page is hidden',
        // The page's real getter is the one the library reads (src/platform/dom/page-globals.ts).
        pause: async () => {
          Object.defineProperty(Document.prototype, 'visibilityState', { ...visibilityState, get: () => 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        },
        resume: () => {
          Object.defineProperty(Document.prototype, 'visibilityState', visibilityState);
          document.dispatchEvent(new Event('visibilitychange'));
        },
      },
    ];
    for (const { reason, pause, resume } of pauses) {
      it(`pauses while ${reason}`, async () => {
        const element = await swiper(html`<site-swiper autoplay delay="1000">${SLIDES}</site-swiper>`);
        await armed();
        try {
          await pause(element);
          await idle();
          await stillOnFirstSlide(element);
        } finally {
          await resume(element);
        }
        await armed();
        clock().advance(1000);
        await waitUntil(() => currentDot(element) === 'Go to slide 2', 'autoplay did not resume');
      });
    }

    it('never runs for a visitor who prefers reduced motion, and slides change without animation', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await swiper(html`<site-swiper autoplay delay="1000">${SLIDES}</site-swiper>`);
      expect(shadow(element).querySelector('[part="play-pause"]')).to.equal(null);
      expect(clock().pending, 'an autoplay timer').to.equal(0);
      await stillOnFirstSlide(element);
      expect(await offsetsInBetween(element, button(element, 'Next slide'), 1)).to.deep.equal([]);
    });
  });

  describe('bad attributes', () => {
    const clock = useFakeClock();

    it('logs one error per bad value and keeps the defaults', async () => {
      const console = captureConsole('error');
      try {
        const element = await swiper(
          html`<site-swiper slides-per-view="seven" delay="10" speed="-5" autoplay>${SLIDES}</site-swiper>`,
        );
        await waitUntil(() => console.messages.length >= 3, 'missing errors');
        await nextFrame();
        expect(console.messages).to.have.length(3);
        for (const attribute of ['slides-per-view', 'delay', 'speed']) {
          expect(
            console.messages.some((message) => message.includes('<site-swiper>') && message.includes(`"${attribute}"`)),
            attribute,
          ).to.be.true;
        }
        await settledOn(element, 0, 1);
        await waitUntil(() => clock().pending === 1, 'autoplay set no timer');
        clock().advance(2999); // docs/RULES.md §9: the default delay is 3000 ms
        expect(clock().pending, 'moved before the default delay').to.equal(1);
        clock().advance(1);
        await waitUntil(() => currentDot(element) === 'Go to slide 2', 'autoplay did not use the default delay');
      } finally {
        console.restore();
      }
    });

    it('logs one error for a speed that is not a number, and slides at the default speed', async () => {
      const console = captureConsole('error');
      try {
        const element = await swiper(html`<site-swiper speed="fast">${SLIDES}</site-swiper>`);
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('<site-swiper>').and.contain('"speed"');
        button(element, 'Next slide').click();
        await nextFrame();
        await nextFrame();
        expect(visibleSlides(element).join(), 'moving: both slides show part').to.equal('0,1');
      } finally {
        console.restore();
      }
    });

    it('shows one slide without controls when it has one child', async () => {
      const element = await fixture<HTMLElement>(html`<site-swiper><p>Only offer</p></site-swiper>`);
      await rendered(element, '[role="group"]');
      expect(shadow(element).querySelector('[part="controls"]')).to.equal(null);
      expect(element.querySelector('p')!.checkVisibility()).to.equal(true);
    });
  });

  describe('slides per view (docs/RULES.md §9 breakpoints)', () => {
    after(() => setViewport({ width: 800, height: 600 }));
    const SIX = html`${[1, 2, 3, 4, 5, 6].map((n) => html`<div>Offer ${n}</div>`)}`;

    for (const [width, perView] of [
      [360, 1],
      [767, 1],
      [768, 2],
      [991, 2],
      [992, 3],
      [1280, 3],
    ] as const) {
      it(`shows ${perView} at ${width} px`, async () => {
        await setViewport({ width, height: 700 });
        const element = await swiper(html`<site-swiper slides-per-view="1, 2, 3">${SIX}</site-swiper>`);
        await settledOn(element, 0, perView);
        expect(shadow(element).querySelectorAll('[part~="dot"]').length).to.equal(6 - perView + 1);
      });
    }
  });

  it('is accessible', async () => {
    const rotating = await swiper(html`<site-swiper label="Why trade with us" autoplay>${SLIDES}</site-swiper>`);
    await expect(rotating).to.be.accessible();
    const element = await swiper(html`<site-swiper label="Why trade with us" speed="0">${SLIDES}</site-swiper>`);
    button(element, 'Next slide').click();
    await settledOn(element, 1);
    await expect(element).to.be.accessible();
  });

  describe('on a desktop', () => {
    atDesktopWidth();

    it('fills its container and moves with the buttons', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 1000px"><site-swiper speed="0">${SLIDES}</site-swiper></div>`,
      );
      const element = wrapper.querySelector('site-swiper')!;
      await rendered(element, '[part="controls"]');
      expect(viewportBox(element).width).to.equal(1000);
      button(element, 'Next slide').click();
      await settledOn(element, 1);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the screen with its controls, one slide at a time', async () => {
      const element = await swiper(html`<site-swiper autoplay delay="60000" speed="0">${SLIDES}</site-swiper>`);
      await settledOn(element, 0);
      expectPhoneLayout(element);
      for (const control of shadow(element).querySelectorAll('button')) {
        const box = control.getBoundingClientRect();
        expect(box.right, control.getAttribute('aria-label')!).to.be.at.most(360);
        expect(Math.min(box.width, box.height)).to.be.at.least(24);
      }
      button(element, 'Next slide').click();
      await settledOn(element, 1);
      expectPhoneLayout(element);
    });
  });
});

describe('<site-swiper> right to left', () => {
  before(() => {
    define(siteSwiper);
    installDocumentStyles();
  });

  /** Waits until slide `index` sits at the viewport's right edge, the only one visible. */
  const settledRightOn = (element: Element, index: number) =>
    waitUntil(
      () =>
        Math.abs(element.children[index]!.getBoundingClientRect().right - viewportBox(element).right) < 1 &&
        visibleSlides(element).join() === String(index),
      `slide ${index + 1} did not come into view from the right`,
    );

  it('in an Arabic section turns right to left, and next brings the next slide in from the left', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="ar" style="width: 600px"><site-swiper speed="0">${SLIDES}</site-swiper></section>`,
    );
    const element = section.querySelector('site-swiper')!;
    await rendered(element, '[part="next"]');
    await waitUntil(() => getComputedStyle(element).direction === 'rtl', 'the carousel did not turn right to left');
    await settledRightOn(element, 0);
    const next = shadow(element).querySelector<HTMLButtonElement>('[part="next"]')!;
    next.click();
    await settledRightOn(element, 1);
    expect(element.children[1]!.getBoundingClientRect().right).to.be.below(
      element.children[0]!.getBoundingClientRect().left + 1,
      'the second slide lies left of the first',
    );
    // The arrow key that points at the next slide (left, right to left) moves to it.
    next.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await settledRightOn(element, 2);
    await sendKeys({ press: 'ArrowRight' });
    await settledRightOn(element, 1);
  });
});
