import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { captureConsole } from '../../test/harness';
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

/** Scroll positions seen in each animation frame until `done` settles. */
async function positionsDuring(done: Promise<void>): Promise<number[]> {
  const positions: number[] = [];
  let running = true;
  void done.then(() => (running = false));
  while (running) {
    positions.push(scrollY);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return positions;
}

describe('scrollToTarget', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('animates to the element plus the offset over 500 ms', async () => {
    const { target, top } = await tallPage();
    const started = performance.now();
    const positions = await positionsDuring(scrollToTarget(target, { offset: -150 }));
    const elapsed = performance.now() - started;
    expect(scrollY).to.equal(top - 150);
    expect(elapsed).to.be.within(450, 1500);
    const between = positions.filter((y) => y > 0 && y < top - 150);
    expect(between.length).to.be.greaterThan(5);
    expect(between).to.deep.equal([...between].sort((a, b) => a - b));
  });

  it('scrolls to a document position given as a number', async () => {
    await tallPage();
    await scrollToTarget(1200, { durationMs: 100 });
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
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const second = scrollToTarget(500, { durationMs: 100 });
    await first;
    await second;
    expect(scrollY).to.equal(500);
  });

  it('stops at the bottom of the page when the target is further down than the page can scroll', async () => {
    await tallPage();
    await scrollToTarget(100_000, { durationMs: 50 });
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

  it('warns, naming the caller and the selector, when nothing matches or the selector is invalid', () => {
    const warnings = captureConsole('warn');
    try {
      expect(findScrollTarget('#nowhere', '<scroll-button>')).to.equal(null);
      expect(findScrollTarget('[[', '<scroll-button>')).to.equal(null);
    } finally {
      warnings.restore();
    }
    expect(warnings.messages).to.have.length(2);
    expect(warnings.messages[0]).to.contain('<scroll-button>').and.contain('"#nowhere"');
  });
});
