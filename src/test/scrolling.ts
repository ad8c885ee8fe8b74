/** Test helpers for scrolling behaviours: a long page and waiting out a few rendering steps. */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { scrollToTarget } from '../platform/dom/scroll';
import type { FakeClock } from './fake-clock';
import { nextFrame } from './harness';

/** A page `height` px tall holding `markup`, scrolled to the top (stopping any scroll animation). */
export async function longPage(markup: string, height = 5000): Promise<HTMLElement> {
  await scrollToTarget(0, { durationMs: 0 });
  const page = await fixture<HTMLElement>(`<div style="position: relative; height: ${height}px">${markup}</div>`);
  return page;
}

/** On a long page, `markup`'s element, its tag not yet defined, takes no room and shows nothing. */
export async function expectNothingBeforeUpgrade(markup: string): Promise<void> {
  const element = (await longPage(markup)).firstElementChild!;
  expect(customElements.get(element.localName), `${element.localName} is defined`).to.equal(undefined);
  expect(element.getBoundingClientRect().height).to.equal(0);
  expect(element.checkVisibility()).to.equal(false);
}

/** Scrolls the window to `top` at once, then lets the scroll event and its (throttled) handler's render pass. */
export async function scrollPage(top: number): Promise<void> {
  scrollTo({ top, behavior: 'instant' });
  await settle();
}

/** Where an element's top is in the document, in px. */
export const documentTop = (element: Element): number => element.getBoundingClientRect().top + scrollY;

/**
 * Lets a few rendering steps pass: long enough for an observer callback or a scroll animation's
 * first move, for tests that check something did NOT happen.
 */
export async function settle(frames = 4): Promise<void> {
  for (let frame = 0; frame < frames; frame++) await nextFrame();
}

/**
 * The smooth scroll just started, on the test's fake clock (src/platform/dom/scroll.ts runs on
 * systemClock): under way half through `durationMs`, short of `to` at nine tenths, at `to` when
 * the time is up. No real time passes but a few frames.
 */
export async function expectScrollOver(clock: FakeClock, to: number, durationMs: number): Promise<void> {
  const from = scrollY;
  const after = async (ms: number) => {
    clock.advance(ms);
    await nextFrame();
    return scrollY;
  };
  const distance = async (ms: number) => Math.abs((await after(ms)) - to);
  expect(await after(durationMs / 2), 'half way through').to.be.within(Math.min(from, to) + 1, Math.max(from, to) - 1);
  expect(await distance(durationMs * 0.4), 'there before the time was up').to.be.greaterThan(1);
  expect(await distance(durationMs * 0.1), 'not there when the time was up').to.be.below(1);
}

/**
 * Runs the smooth scroll under way, or about to start, to its end on the test's fake clock: 100 ms
 * of it a frame until `reached()`.
 */
export async function scrollUntil(clock: FakeClock, reached: () => boolean, message: string): Promise<void> {
  await waitUntil(
    async () => {
      clock.advance(100);
      await nextFrame();
      return reached();
    },
    message,
    { interval: 0 },
  );
}
