import { expect } from '@open-wc/testing';
import { captureConsole } from '../test/harness';
import { useFakeClock } from '../test/fake-clock';
import { documentTop, longPage, scrollUntil, settle } from '../test/scrolling';
import { scrollToHashOnLoad } from './hash-scroll';

const original = location.href;

async function loadWithHash(hash: string) {
  const page = await longPage(`
    <nav-bar style="display: block; height: 64px"></nav-bar>
    <section id="pricing" style="position: absolute; top: 2000px">Pricing</section>
    <section id="skipped" class="skip-scroll" style="position: absolute; top: 3000px">Tabs</section>
    <section id="caf&eacute;" style="position: absolute; top: 2500px">Café</section>`);
  history.replaceState(null, '', hash);
  scrollToHashOnLoad();
  return page;
}

describe('scrolling to the URL hash on load', () => {
  // Smooth scrolling times itself on systemClock: each test runs it on a fake one.
  const clock = useFakeClock();
  afterEach(() => history.replaceState(null, '', original));

  it('scrolls smoothly to the element, 20 px below the header', async () => {
    const page = await loadWithHash('#pricing');
    const destination = documentTop(page.querySelector('#pricing')!) - 64 - 20;
    expect(scrollY).to.equal(0);
    await scrollUntil(clock(), () => scrollY > 0 && scrollY < destination, 'no smooth scroll');
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
  });

  it('finds an element whose id the hash percent-encodes', async () => {
    const page = await loadWithHash('#caf%C3%A9');
    const destination = documentTop(page.querySelector('[id="café"]')!) - 84;
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
  });

  it('leaves an element with class skip-scroll alone', async () => {
    await loadWithHash('#skipped');
    await settle();
    expect(scrollY).to.equal(0);
  });

  it('does nothing, and says nothing, for a hash no element has (a tab hash)', async () => {
    const warnings = captureConsole('warn');
    try {
      await loadWithHash('#etf');
      await settle();
    } finally {
      warnings.restore();
    }
    expect(scrollY).to.equal(0);
    expect(warnings.messages).to.deep.equal([]);
  });
});
