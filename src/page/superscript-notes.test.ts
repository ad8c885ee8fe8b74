import { expect } from '@open-wc/testing';
import { captureConsole } from '../test/harness';
import { useFakeClock } from '../test/fake-clock';
import { documentTop, longPage, scrollUntil, settle } from '../test/scrolling';
import { handleSuperscriptNotes } from './superscript-notes';

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));

describe('superscript notes', () => {
  // Smooth scrolling times itself on systemClock: each test runs it on a fake one.
  const clock = useFakeClock();
  let stop = () => {};
  beforeEach(() => (stop = handleSuperscriptNotes()));
  afterEach(() => stop());

  it('a click on a superscript scrolls smoothly to #notes, 20 px below the header', async () => {
    const page = await longPage(`
      <nav-bar style="display: block; height: 60px"></nav-bar>
      <p>Spreads from 0.5 pips<sup id="mark">1</sup></p>
      <ol id="notes" style="position: absolute; top: 3000px"><li>Average spread.</li></ol>`);
    const destination = documentTop(page.querySelector('#notes')!) - 80;
    click(page.querySelector('#mark')!);
    await scrollUntil(clock(), () => scrollY > 0 && scrollY < destination, 'no smooth scroll');
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
  });

  it('finds a notes section by class .notes', async () => {
    const page = await longPage(`<p>Fee<sup><b id="mark">2</b></sup></p>
      <div class="notes" style="position: absolute; top: 2500px">Notes</div>`);
    const destination = documentTop(page.querySelector('.notes')!) - 20;
    click(page.querySelector('#mark')!);
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
  });

  it('leaves a superscript inside a link to its link', async () => {
    const page = await longPage(`<p><a href="#elsewhere"><sup id="mark">3</sup></a></p>
      <div id="notes" style="position: absolute; top: 2500px">Notes</div>`);
    page.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    click(page.querySelector('#mark')!);
    await settle();
    expect(scrollY).to.equal(0);
  });

  it('warns when the page has no notes section', async () => {
    const page = await longPage('<p>m<sup id="mark">2</sup></p>');
    const warnings = captureConsole('warn');
    try {
      click(page.querySelector('#mark')!);
    } finally {
      warnings.restore();
    }
    expect(warnings.messages).to.have.length(1);
    expect(warnings.messages[0]).to.contain('#notes, .notes');
  });
});
