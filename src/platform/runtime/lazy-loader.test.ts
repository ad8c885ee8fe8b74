import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { attr } from './attributes';
import { defineElement, type ElementDefinition } from './define-element';
import {
  createLazyLoader,
  definitionName,
  type ChunkLoadError,
  type LazyElement,
  type LazyLoader,
} from './lazy-loader';
import { backendUrl, nextFrame, rendered } from '../../test/harness';
import { lazyProbe } from '../../test/fixtures/lazy-probe.element';

/** A registry entry that counts its imports and defines `tag` with the probe view. */
function entry(tag: string, load?: () => Promise<unknown>) {
  const counter = { calls: 0 };
  const element: LazyElement = async () => {
    counter.calls++;
    await load?.();
    return { [definitionName(tag)]: { ...lazyProbe, tag } };
  };
  return { counter, element };
}

describe('lazy loader', () => {
  let loader: LazyLoader | undefined;
  let errors: ChunkLoadError[];
  afterEach(() => loader?.disconnect());
  beforeEach(() => (errors = []));

  function start(registry: Record<string, LazyElement>, timeoutMs?: number) {
    loader = createLazyLoader(registry, { timeoutMs, onError: (error) => errors.push(error) });
    loader.watch(document);
    return loader;
  }

  it('defines a tag that is already in the page and upgrades it in place', async () => {
    const el = await fixture(html`<lazy-a label="server text"></lazy-a>`);
    const { counter, element } = entry('lazy-a');
    start({ 'lazy-a': element });
    const label = await rendered(el, 'p');
    expect(label.textContent).to.equal('server text');
    expect(counter.calls).to.equal(1);
  });

  it('imports nothing for tags that never appear, and imports once for a tag inserted later', async () => {
    const a = entry('lazy-b');
    const never = entry('lazy-never');
    start({ 'lazy-b': a.element, 'lazy-never': never.element });
    expect(a.counter.calls).to.equal(0);
    const host = await fixture(html`<div></div>`);
    host.innerHTML = '<section><lazy-b></lazy-b><lazy-b></lazy-b></section>';
    await waitUntil(() => customElements.get('lazy-b'));
    await rendered(host.querySelectorAll('lazy-b')[1]!, 'p');
    expect(a.counter.calls).to.equal(1);
    expect(never.counter.calls).to.equal(0);
  });

  it('fetches a tag far below the fold when it nears the viewport, not while the page is busy', async () => {
    // A page that never has an idle moment: only the viewport can call the far element in.
    const idle = window.requestIdleCallback;
    window.requestIdleCallback = () => 0;
    try {
      const page = await fixture<HTMLElement>(html`
        <div>
          <div style="height: ${innerHeight * 4}px"><lazy-seen></lazy-seen></div>
          <lazy-far></lazy-far>
        </div>
      `);
      const seen = entry('lazy-seen');
      const far = entry('lazy-far');
      start({ 'lazy-seen': seen.element, 'lazy-far': far.element });
      await waitUntil(() => customElements.get('lazy-seen'), 'the element in view was not loaded');
      expect(far.counter.calls).to.equal(0);
      page.querySelector('lazy-far')!.scrollIntoView({ block: 'end' });
      await waitUntil(() => customElements.get('lazy-far'), 'the element scrolled into view was not loaded');
      expect(far.counter.calls).to.equal(1);
    } finally {
      window.requestIdleCallback = idle;
      scrollTo(0, 0);
    }
  });

  it('at an idle moment fetches a tag drawn far below the fold but defines it only near the viewport', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <div style="height: ${innerHeight * 4}px"></div>
        <lazy-below style="display: block; min-height: 100px">server text</lazy-below>
      </div>
    `);
    const below = entry('lazy-below');
    start({ 'lazy-below': below.element });
    await waitUntil(() => below.counter.calls === 1, 'the chunk was not fetched at the idle moment', { timeout: 5000 });
    // A definition follows its fetch within microtasks: two frames later it would be there.
    await nextFrame();
    await nextFrame();
    expect(Boolean(customElements.get('lazy-below')), 'defined while far from the viewport').to.equal(false);
    try {
      page.querySelector('lazy-below')!.scrollIntoView({ block: 'end' });
      await waitUntil(() => customElements.get('lazy-below'), 'the element scrolled into view was not defined');
      expect(below.counter.calls, 'imported again').to.equal(1);
    } finally {
      scrollTo(0, 0);
    }
  });

  it('defines at an idle moment a tag whose instance is hidden, which no viewport would call in', async () => {
    await fixture(html`<div hidden><lazy-hidden></lazy-hidden></div>`);
    const hidden = entry('lazy-hidden');
    start({ 'lazy-hidden': hidden.element });
    await waitUntil(() => Boolean(customElements.get('lazy-hidden')), 'the hidden element was not defined', {
      timeout: 5000,
    });
  });

  it('finds a lazy tag rendered inside the shadow root of one of our elements', async () => {
    const inner = entry('lazy-c');
    start({ 'lazy-c': inner.element });
    const outer: ElementDefinition<{ on: boolean }> = {
      tag: 'lazy-outer',
      attributes: { on: attr.boolean() },
      view: ({ on }) => (on ? createElement('lazy-c') : null),
    };
    defineElement(outer);
    const el = await fixture(html`<lazy-outer on></lazy-outer>`);
    const nested = await rendered(el, 'lazy-c');
    await rendered(nested, 'p');
    expect(inner.counter.calls).to.equal(1);
  });

  it('keeps working after the page swaps its <body>', async () => {
    const swapped = entry('lazy-d');
    start({ 'lazy-d': swapped.element });
    const oldBody = document.body;
    const newBody = document.createElement('body');
    newBody.innerHTML = '<main><lazy-d label="after swap"></lazy-d></main>';
    try {
      document.documentElement.replaceChild(newBody, oldBody);
      const label = await rendered(newBody.querySelector('lazy-d')!, 'p');
      expect(label.textContent).to.equal('after swap');
    } finally {
      document.documentElement.replaceChild(oldBody, newBody);
    }
  });

  it('loads the chunks named by data-preload at start-up, its own tags only: `constructor` and `__proto__` are no chunks', async () => {
    await fixture(html`<button data-preload="constructor __proto__ toString lazy-own">Open</button>`);
    const own = entry('lazy-own');
    start({ 'lazy-own': own.element });
    await waitUntil(() => customElements.get('lazy-own'));
    expect(own.counter.calls).to.equal(1);
    expect(errors).to.deep.equal([]);
  });

  it('logs "Loading chunk <name> failed" for a missing chunk and tries again at the next appearance', async () => {
    const missing = `${await backendUrl()}/cdn/v1/chunks/missing-chunk.js`;
    let attempts = 0;
    const flaky: LazyElement = async () => {
      attempts++;
      if (attempts === 1) await import(/* @vite-ignore */ missing);
      return { lazyF: { ...lazyProbe, tag: 'lazy-f' } };
    };
    start({ 'lazy-f': flaky });
    const host = await fixture(html`<div><lazy-f></lazy-f></div>`);
    await waitUntil(() => errors.length === 1, 'no chunk error');
    expect(errors[0]!.message).to.equal('Loading chunk lazy-f failed');
    expect(errors[0]!.code).to.equal('CHUNK_LOAD_FAILED');
    expect(customElements.get('lazy-f')).to.equal(undefined);
    host.append(document.createElement('lazy-f'));
    await waitUntil(() => customElements.get('lazy-f'), 'not retried');
    expect(attempts).to.equal(2);
  });

  it("fails a chunk that exports no definition under its tag's name (a default export)", async () => {
    start({ 'lazy-h': async () => ({ default: { ...lazyProbe, tag: 'lazy-h' } }) });
    await fixture(html`<lazy-h></lazy-h>`);
    // Near the viewport and again at the idle moment: each try fails the same way.
    await waitUntil(() => errors.length > 0, 'no chunk error');
    expect(errors[0]!.message).to.equal('Loading chunk lazy-h failed');
    expect(String((errors[0]!.cause as Error).message)).to.contain('exports no lazyH');
    expect(customElements.get('lazy-h')).to.equal(undefined);
  });

  it('gives up on a chunk that does not arrive within the timeout', async () => {
    const hanging: LazyElement = () => new Promise(() => {});
    start({ 'lazy-g': hanging }, 50);
    await fixture(html`<lazy-g></lazy-g>`);
    await waitUntil(() => errors.length === 1);
    expect(errors[0]!.message).to.equal('Loading chunk lazy-g failed');
    expect(String((errors[0]!.cause as Error).message)).to.contain('timed out after 50 ms');
  });
});
