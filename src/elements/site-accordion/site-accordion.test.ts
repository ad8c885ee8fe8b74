import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { define, rendered } from '../../test/harness';
import { admiralAccordion, siteAccordion } from './site-accordion.element';

const items = (el: Element) => [...el.querySelectorAll('details')];
const openStates = (el: Element) => items(el).map((item) => item.open);
const summary = (el: Element, index: number) => items(el)[index]!.querySelector('summary')!;

async function accordion(multiple = false, tag = 'site-accordion') {
  const el = await fixture(
    html`<div>
      ${
        tag === 'site-accordion'
          ? html`<site-accordion ?multiple=${multiple}>${itemsTemplate()}</site-accordion>`
          : html`<admiral-accordion ?multiple=${multiple}>${itemsTemplate()}</admiral-accordion>`
      }
    </div>`,
  );
  const host = el.firstElementChild as HTMLElement;
  await rendered(host, 'slot');
  return host;
}

function itemsTemplate() {
  return html`
    <details>
      <summary>First</summary>
      <p>One</p>
    </details>
    <details expanded>
      <summary>Second <a href="#fees-link">fees</a></summary>
      <p>Two</p>
    </details>
    <details expanded>
      <summary>Third</summary>
      <p>Three</p>
    </details>
  `;
}

/** Clicks and waits for the 200 ms slide to finish. */
async function clickAndSettle(el: Element, index: number) {
  summary(el, index).click();
  await waitUntil(() =>
    items(el).every((item) => item.dataset.closing === undefined && item.getAnimations().length === 0),
  );
}

describe('<site-accordion> and <admiral-accordion>', () => {
  before(() => define(siteAccordion, admiralAccordion));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const tag of ['site-accordion', 'admiral-accordion']) {
    it(`${tag}: opens the first item flagged expanded, and only that one`, async () => {
      const el = await accordion(false, tag);
      await waitUntil(() => openStates(el).join() === 'false,true,false');
    });
  }

  it('passes an accessibility check (headers without links: a link in a button is nested interaction)', async () => {
    const el = await fixture(
      html`<admiral-accordion>
        <details expanded open>
          <summary>What is a CFD?</summary>
          <p>A contract for difference.</p>
        </details>
        <details>
          <summary>Is my money protected?</summary>
          <p>Segregated accounts.</p>
        </details>
      </admiral-accordion>`,
    );
    await rendered(el, 'slot');
    await expect(el).to.be.accessible();
  });

  it('opens every item flagged expanded when multiple', async () => {
    const el = await accordion(true);
    await waitUntil(() => openStates(el).join() === 'false,true,true');
  });

  it('opening an item closes the open one', async () => {
    const el = await accordion();
    await clickAndSettle(el, 0);
    expect(openStates(el)).to.deep.equal([true, false, false]);
  });

  it('closes the open item when its header is clicked again', async () => {
    const el = await accordion();
    await clickAndSettle(el, 1);
    expect(openStates(el)).to.deep.equal([false, false, false]);
  });

  it('keeps several items open when multiple', async () => {
    const el = await accordion(true);
    await clickAndSettle(el, 0);
    expect(openStates(el)).to.deep.equal([true, true, true]);
  });

  it('does not toggle when a link inside a header is clicked', async () => {
    const el = await accordion();
    await waitUntil(() => items(el)[1]!.open);
    summary(el, 1).querySelector('a')!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(openStates(el)).to.deep.equal([false, true, false]);
    expect(location.hash).to.equal('#fees-link');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('slides in 200 ms, and closes only when the slide has finished', async () => {
    const el = await accordion();
    const second = items(el)[1]!;
    summary(el, 1).click();
    const [slide] = second.getAnimations();
    expect(slide!.effect!.getTiming().duration).to.equal(200);
    expect(second.open).to.equal(true);
    await slide!.finished;
    await waitUntil(() => !second.open);
  });

  it('does not animate under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion();
    summary(el, 0).click();
    expect(items(el)[0]!.getAnimations()).to.have.length(0);
    expect(openStates(el)).to.deep.equal([true, false, false]);
  });

  it('toggles with Enter and Space and moves between headers with the arrow keys, Home and End', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion();
    summary(el, 0).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => openStates(el).join() === 'true,false,false');
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(summary(el, 1));
    await sendKeys({ press: 'Space' });
    await waitUntil(() => openStates(el).join() === 'false,true,false');
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(summary(el, 2));
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(summary(el, 0));
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement).to.equal(summary(el, 2));
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(summary(el, 0));
  });

  it('announces each change with accordion-toggle', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion();
    setTimeout(() => summary(el, 2).click());
    const event = (await oneEvent(el, 'accordion-toggle')) as CustomEvent;
    expect(event.detail).to.deep.equal({ index: 1, expanded: false });
  });

  it('applies the expanded flag to items added later', async () => {
    const el = await accordion(true);
    el.insertAdjacentHTML('beforeend', '<details expanded><summary>Fourth</summary><p>Four</p></details>');
    await waitUntil(() => items(el)[3]!.open, 'a late item flagged expanded did not open');
  });
});
