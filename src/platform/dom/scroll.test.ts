import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { useFakeClock } from '../../test/fake-clock';
import { nextFrame } from '../../test/harness';
import { loggedDuring } from '../../test/logged';
import { coveredHeight, findScrollTarget, scrollToTarget } from './scroll';

/** A page 5000 px tall, scrolled to the top, with a target 2000 px down; returns the target and its document position. */
async function tallPage() {
  scrollTo(0, 0);
  const page = await fixture<HTMLElement>(
    html`<div style="height: 5000px; position: relative">
      <div id="target" style="position: absolute; top: 2000px; height: 10px"></div>
    </div>`,
  );
  const target = page.querySelector('#target')!;
  return { target, top: target.getBoundingClientRect().top + scrollY };
}

/** Whether `promise` has settled, once the tasks already queued have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('scrollToTarget', () => {
  const clock = useFakeClock();
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  /** Moves the clock `ms` on, then lets the animation draw a frame. */
  async function after(ms: number) {
    clock().advance(ms);
    await nextFrame();
    return scrollY;
  }

  it('animates to the element plus the offset over 500 ms, easing in and out', async () => {
    const { target, top } = await tallPage();
    const end = top - 150;
    const done = scrollToTarget(target, { offset: -150 });
    const positions = [await after(0)];
    for (let ms = 0; ms < 450; ms += 50) positions.push(await after(50));
    expect(positions[0], 'moved before any time passed').to.equal(0);
    expect(positions, 'not steady, or back').to.deep.equal([...new Set(positions)].sort((a, b) => a - b));
    expect(positions.at(-1), 'at the target by 450 ms').to.be.below(end);
    // Eased: the middle fifth covers more ground than the first.
    expect(positions[6]! - positions[4]!).to.be.greaterThan(positions[2]! - positions[0]!);
    await after(49);
    expect(await isSettled(done), 'over before 500 ms').to.equal(false);
    expect(await after(1)).to.equal(end);
    expect(await isSettled(done)).to.equal(true);
  });

  it('scrolls to a document position given as a number', async () => {
    await tallPage();
    const done = scrollToTarget(1200, { durationMs: 100 });
    await after(100);
    await done;
    expect(scrollY).to.equal(1200);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const { target, top } = await tallPage();
    await emulateMedia({ reducedMotion: 'reduce' });
    const done = scrollToTarget(target, { offset: -150 });
    expect(scrollY).to.equal(top - 150);
    await done;
  });

  it('stops the running animation when another one starts', async () => {
    await tallPage();
    const first = scrollToTarget(3000);
    await after(100);
    const second = scrollToTarget(500, { durationMs: 100 });
    await first;
    await after(100);
    await second;
    expect(scrollY).to.equal(500);
  });

  it('stops at the bottom of the page when the target is further down than the page can scroll', async () => {
    await tallPage();
    const done = scrollToTarget(100_000, { durationMs: 50 });
    await after(50);
    await done;
    expect(scrollY).to.equal(document.documentElement.scrollHeight - innerHeight);
  });
});

describe('coveredHeight', () => {
  it('is the height of the header', async () => {
    const header = await fixture(html`<header style="display: block; height: 72px"></header>`);
    expect(coveredHeight(header)).to.equal(72);
  });

  it('is the height of the sticky box holding the header, so a risk warning stuck above it counts', async () => {
    const box = await fixture(
      html`<div style="position: sticky; top: 0">
        <div style="height: 40px">Risk warning</div>
        <header style="display: block; height: 64px"></header>
      </div>`,
    );
    expect(coveredHeight(box.querySelector('header'))).to.equal(104);
  });

  it('is 0 without a header', () => {
    expect(coveredHeight(null)).to.equal(0);
  });
});

describe('findScrollTarget', () => {
  it('returns the first element the selector matches', async () => {
    const page = await fixture(
      html`<div>
        <p class="a">1</p>
        <p class="a">2</p>
      </div>`,
    );
    expect(findScrollTarget('.a', '<x>')).to.equal(page.firstElementChild);
  });

  it('warns, naming the caller and the selector, when nothing matches or the selector is invalid', async () => {
    const warnings = await loggedDuring(() => {
      expect(findScrollTarget('#nowhere', '<scroll-button>')).to.equal(null);
      expect(findScrollTarget('[[', '<scroll-button>')).to.equal(null);
    }, 'warn');
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('<scroll-button>').and.contain('"#nowhere"');
  });
});
