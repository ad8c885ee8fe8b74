import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { lazy, useEffect, useState } from 'react';
import { attr, listOfObjects } from './attributes';
import { defineElement, WAITING_STATE, type ElementDefinition, type HostProps } from './define-element';
import { emit } from './events';
import { inDocumentOrder } from './mount-turns';
import { rendered } from '../../test/harness';
import { loggedDuring } from '../../test/logged';

interface ProbeProps {
  tokenUrl: string;
  showBuyBtn: boolean;
  tabs: readonly { name: string }[];
  count: number;
}

const lifecycle = { mounts: 0, unmounts: 0 };

function Probe({ tokenUrl, showBuyBtn, tabs, count, host }: ProbeProps & HostProps) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    lifecycle.mounts++;
    return () => void lifecycle.unmounts++;
  }, []);
  return (
    <div part="base">
      <output id="token">{tokenUrl}</output>
      <output id="buy">{String(showBuyBtn)}</output>
      <output id="tabs">{tabs.map((tab) => tab.name).join('|') || 'none'}</output>
      <output id="count">{count}</output>
      <button
        id="click"
        onClick={() => (setClicks(clicks + 1), emit(host, 'tab-change', { index: clicks, value: 'x' }))}
      >
        {clicks}
      </button>
      <slot name="title" />
      <slot />
    </div>
  );
}

const probe: ElementDefinition<ProbeProps> = {
  tag: 'test-probe',
  view: Probe,
  attributes: {
    tokenUrl: attr.string(),
    showBuyBtn: attr.boolean(),
    tabs: attr.json<readonly { name: string }[]>([], listOfObjects(['name'])),
    count: attr.number(3),
  },
  styles: [':host { --probe: 1 } #count { color: rgb(1, 2, 3) }'],
};

const text = (host: Element, id: string) => host.shadowRoot!.getElementById(id)!.textContent;

describe('defineElement', () => {
  before(() => defineElement(probe));

  it('renders the view into an open shadow root with the library and element styles adopted', async () => {
    const el = await fixture(html`<test-probe></test-probe>`);
    const count = await rendered(el, '#count');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(2);
    expect(getComputedStyle(count).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('projects server-rendered content through default and named slots', async () => {
    const el = await fixture(
      html`<test-probe
        ><h2 slot="title">Title</h2>
        <p>Body</p></test-probe
      >`,
    );
    await rendered(el, 'slot');
    const [title, body] = [...el.shadowRoot!.querySelectorAll('slot')];
    expect(title!.assignedElements()[0]!.textContent).to.equal('Title');
    expect(body!.assignedElements()[0]!.textContent).to.equal('Body');
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const el = await fixture(html`<test-probe show-buy-btn></test-probe>`);
    await rendered(el, '#buy');
    await waitUntil(() => text(el, 'buy') === 'true');
    el.removeAttribute('show-buy-btn');
    await waitUntil(() => text(el, 'buy') === 'false');
    el.setAttribute('show-buy-btn', 'false');
    el.setAttribute('show-buy-btn', '');
    await waitUntil(() => text(el, 'buy') === 'true');
  });

  it('restores the default when an attribute is removed', async () => {
    const el = await fixture(html`<test-probe count="7"></test-probe>`);
    await rendered(el, '#count');
    await waitUntil(() => text(el, 'count') === '7');
    el.removeAttribute('count');
    await waitUntil(() => text(el, 'count') === '3');
  });

  it('reads the lower-cased camelCase attribute a template writes as well as the kebab-case one', async () => {
    const host = await fixture(html`<div></div>`);
    host.innerHTML = '<test-probe tokenUrl="/token-a"></test-probe><test-probe token-url="/token-b"></test-probe>';
    const [a, b] = [...host.querySelectorAll('test-probe')];
    await rendered(a!, '#token');
    await rendered(b!, '#token');
    await waitUntil(() => text(a!, 'token') === '/token-a' && text(b!, 'token') === '/token-b');
  });

  it('logs one error naming the element and attribute for malformed JSON, renders the fallback, and leaves the page working', async () => {
    const errors = await loggedDuring(async () => {
      const host = await fixture(
        html`<div>
          <test-probe tabs='[{"name": "CFD"'></test-probe>
          <test-probe tabs='[{"name": "CFD"}]'></test-probe>
        </div>`,
      );
      const [broken, healthy] = [...host.querySelectorAll('test-probe')];
      await rendered(broken!, '#tabs');
      await rendered(healthy!, '#tabs');
      await waitUntil(() => text(healthy!, 'tabs') === 'CFD');
      expect(text(broken!, 'tabs')).to.equal('none');
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<test-probe>').and.contain('"tabs"').and.contain('not valid JSON');
  });

  it('keeps React state when the element is moved, and unmounts when it is removed', async () => {
    const host = await fixture(
      html`<div>
        <section id="a"></section>
        <section id="b"></section>
      </div>`,
    );
    const el = document.createElement('test-probe');
    host.querySelector('#a')!.append(el);
    const button = await rendered(el, '#click');
    button.click();
    await waitUntil(() => button.textContent === '1');
    const before = { ...lifecycle };
    host.querySelector('#b')!.append(el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector('#click')!.textContent).to.equal('1');
    expect(lifecycle).to.deep.equal(before);
    el.remove();
    await waitUntil(() => lifecycle.unmounts === before.unmounts + 1, 'removal did not unmount');
    expect(el.shadowRoot!.childElementCount).to.equal(0);
  });

  it('replays properties set before the element was defined', async () => {
    const tag = 'test-probe-late';
    const el = document.createElement(tag) as HTMLElement & { tabs: unknown; count: number };
    el.tabs = [{ name: 'Early' }];
    document.body.append(el);
    defineElement({ ...probe, tag });
    await rendered(el, '#tabs');
    await waitUntil(() => text(el, 'tabs') === 'Early');
    expect(el.tabs).to.deep.equal([{ name: 'Early' }]);
    el.count = 9;
    await waitUntil(() => text(el, 'count') === '9');
    el.remove();
  });

  it('reads a property set before the upgrade through its schema, with one error for a bad value', async () => {
    const tag = 'test-probe-late-bad';
    const el = document.createElement(tag) as HTMLElement & { tabs: unknown; count: unknown };
    el.tabs = [{ title: 'Early' }];
    el.count = '12';
    document.body.append(el);
    const errors = await loggedDuring(async () => {
      defineElement({ ...probe, tag });
      await rendered(el, '#tabs');
    });
    expect(errors).to.deep.equal([`<${tag}>: property "tabs" item 0 has no text field "name"; using the default.`]);
    expect(text(el, 'tabs')).to.equal('none');
    expect(el.tabs).to.deep.equal([]);
    expect([text(el, 'count'), el.count]).to.deep.equal(['12', 12]);
    el.remove();
  });

  it('parses a string property as its attribute: a bad one logs one error naming the property and falls back', async () => {
    const el = await fixture<HTMLElement & { count: unknown; showBuyBtn: unknown }>(html`<test-probe></test-probe>`);
    await rendered(el, '#count');
    const errors = await loggedDuring(async (logged) => {
      el.count = ' 7 ';
      el.showBuyBtn = '';
      await waitUntil(() => text(el, 'count') === '7' && text(el, 'buy') === 'true');
      expect(logged).to.deep.equal([]);
      el.count = 'abc';
      await waitUntil(() => text(el, 'count') === '3');
      expect(el.count).to.equal(3);
    });
    expect(errors).to.deep.equal(['<test-probe>: property "count" expected a number, got "abc"; using the default.']);
  });

  it('checks a structured property with the schema: a JSON value by its check, a number as a number', async () => {
    const el = await fixture<HTMLElement & { tabs: unknown; count: unknown }>(html`<test-probe></test-probe>`);
    await rendered(el, '#tabs');
    const errors = await loggedDuring(async () => {
      el.tabs = [{ name: 'CFD' }, { name: 'ETF' }];
      el.count = 5;
      await waitUntil(() => text(el, 'tabs') === 'CFD|ETF' && text(el, 'count') === '5');
      el.tabs = [{ name: 'CFD' }, { label: 'ETF' }];
      el.count = { valueOf: () => 9 };
      await waitUntil(() => text(el, 'tabs') === 'none' && text(el, 'count') === '3');
    });
    expect(errors).to.deep.equal([
      '<test-probe>: property "tabs" item 1 has no text field "name"; using the default.',
      '<test-probe>: property "count" cannot be of type object; using the default.',
    ]);
  });

  it('restores the default when a property is set to null or undefined, without complaint', async () => {
    const el = await fixture<HTMLElement & { count: unknown; tabs: unknown }>(
      html`<test-probe count="8" tabs='[{"name": "CFD"}]'></test-probe>`,
    );
    await rendered(el, '#count');
    await waitUntil(() => text(el, 'count') === '8' && text(el, 'tabs') === 'CFD');
    const errors = await loggedDuring(async () => {
      el.count = null;
      el.tabs = undefined;
      await waitUntil(() => text(el, 'count') === '3' && text(el, 'tabs') === 'none');
    });
    expect([el.count, el.tabs]).to.deep.equal([3, []]);
    expect(errors).to.deep.equal([]);
  });

  it('announces readiness with whenDefined and a ready event after the first render', async () => {
    const tag = 'test-probe-ready';
    const el = document.createElement(tag);
    document.body.append(el);
    const ready = oneEvent(el, 'ready');
    defineElement({ ...probe, tag });
    await customElements.whenDefined(tag);
    await ready;
    expect(el.shadowRoot!.querySelector('#count')).to.exist;
    el.remove();
  });

  it('ignores a second definition of the same tag', () => {
    const first = customElements.get('test-probe');
    expect(defineElement(probe)).to.equal(first);
    expect(defineElement({ ...probe, view: () => null })).to.equal(first);
  });

  it('dispatches bubbling, composed events from the view', async () => {
    const host = await fixture(html`<div><test-probe></test-probe></div>`);
    const button = await rendered(host.firstElementChild!, '#click');
    setTimeout(() => button.click());
    const event = (await oneEvent(host, 'tab-change')) as CustomEvent;
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ index: 0, value: 'x' });
  });
});

/** A lazy view of Probe whose chunk arrives when `arrive()` is called. */
function delayedProbe() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const view = lazy(async () => {
    await arrived;
    return { default: Probe };
  });
  return { view, arrive };
}

describe('defineElement with a lazy view', () => {
  it('shows the server-rendered content until the view arrives, then fires ready', async () => {
    const { view, arrive } = delayedProbe();
    defineElement({ ...probe, tag: 'test-probe-lazy-view', view });
    const el = await fixture(
      html`<test-probe-lazy-view
        ><h2 slot="title">Server title</h2>
        <p>Server text</p></test-probe-lazy-view
      >`,
    );
    await rendered<HTMLSlotElement>(el, 'slot');
    // Named content shows too, in its order: nothing vanishes while the view loads.
    const shown = [...el.shadowRoot!.querySelectorAll('slot')].flatMap((slot) =>
      slot.assignedElements().map((element) => element.textContent),
    );
    expect(shown).to.deep.equal(['Server title', 'Server text']);
    let ready = false;
    el.addEventListener('ready', () => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).to.equal(false, 'ready fired before the view rendered');
    arrive();
    await waitUntil(() => ready);
    expect(el.shadowRoot!.querySelector('#count')).to.exist;
  });
});

describe('defineElement waiting state', () => {
  it('is `waiting` while its lazy view loads, and no frame paints the view still waiting', async () => {
    const { view, arrive } = delayedProbe();
    defineElement({ ...probe, tag: 'test-probe-waiting', view });
    const el = await fixture(html`<test-probe-waiting><p>Server text</p></test-probe-waiting>`);
    const waiting = () => el.matches(`:state(${WAITING_STATE})`);
    const hasView = () => el.shadowRoot!.querySelector('#count') !== null;
    await rendered<HTMLSlotElement>(el, 'slot');
    expect(waiting(), 'while the view loads').to.equal(true);
    // Each frame from here on: a view on screen must no longer be waiting.
    const framesWithView: boolean[] = [];
    const watch = () => {
      if (hasView()) framesWithView.push(waiting());
      if (framesWithView.length < 3) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    arrive();
    await waitUntil(() => framesWithView.length === 3, 'the view did not show');
    expect(framesWithView).to.deep.equal([false, false, false]);
  });
});

describe('defineElement upgrade', () => {
  it('renders an element synchronously when it upgrades, so its slotted content never collapses', async () => {
    const host = await fixture(
      html`<div>
        <test-probe-sync><p>Server text</p></test-probe-sync>
      </div>`,
    );
    const el = host.firstElementChild!;
    defineElement({ ...probe, tag: 'test-probe-sync' });
    // No await: the view is in the shadow root as customElements.define returns.
    expect(el.shadowRoot!.querySelector('slot:not([name])')).to.exist;
    expect((el as HTMLElement).offsetHeight).to.be.greaterThan(0);
  });
});

describe('defineElement first renders spread over tasks', () => {
  const renderedInOrder: string[] = [];
  /** A view whose first render costs 10 ms, as a heavy element's does on a phone. */
  function Heavy({ host }: HostProps) {
    const [start] = useState(() => {
      const until = performance.now() + 10;
      while (performance.now() < until);
      renderedInOrder.push(host.id);
      return true;
    });
    return <output id="view">{String(start)}</output>;
  }
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const hasView = (element: Element) => element.shadowRoot?.querySelector('#view') != null;

  before(() => defineElement({ tag: 'test-heavy', view: Heavy, attributes: {} }));
  beforeEach(() => void renderedInOrder.splice(0));

  it('renders the first elements of a task at once and the rest in later tasks, in document order, their own content showing meanwhile', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    await nextTask();
    page.innerHTML = Array.from({ length: 8 }, (_, n) => `<test-heavy id="h${n}"><p>Text ${n}</p></test-heavy>`).join(
      '',
    );
    const elements = [...page.children];
    expect(hasView(elements[0]!), 'the first renders as it upgrades').to.equal(true);
    const waiting = elements.filter((element) => !hasView(element));
    expect(waiting.length, 'some wait for a later task').to.be.greaterThan(0);
    for (const element of waiting) {
      const shown = [...element.shadowRoot!.querySelectorAll('slot')].flatMap((slot) =>
        slot.assignedElements().map((child) => child.textContent),
      );
      expect(shown).to.deep.equal([element.textContent]);
      expect((element as HTMLElement).offsetHeight).to.be.greaterThan(0);
    }
    await waitUntil(() => elements.every(hasView), 'not every element rendered');
    expect(renderedInOrder).to.deep.equal(elements.map((element) => element.id));
    for (const element of elements) expect(element.shadowRoot!.querySelectorAll('slot')).to.have.length(0);
  });

  it('renders every element on the first screen at once when registered in document order, the rest in turns', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const tags = (prefix: string) =>
      Array.from({ length: 6 }, (_, n) => `<test-heavy-screen id="${prefix}${n}"></test-heavy-screen>`).join('');
    page.innerHTML = `${tags('top')}<div style="height: 200vh"></div>${tags('below')}`;
    const elements = [...page.querySelectorAll('test-heavy-screen')];
    inDocumentOrder(() => defineElement({ tag: 'test-heavy-screen', view: Heavy, attributes: {} }));
    expect(elements.slice(0, 6).every(hasView), 'the first screen renders before the first paint').to.equal(true);
    expect(elements.slice(6).every(hasView), 'below it, some wait for a later task').to.equal(false);
    await waitUntil(() => elements.every(hasView), 'not every element rendered');
    expect(renderedInOrder).to.deep.equal(elements.map((element) => element.id));
  });

  it('keeps the box the document gave it before the upgrade while it waits, in the state `waiting`', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    // A document rule as the elements' own *.document.css write them.
    page.innerHTML = `<style>
        :where(test-heavy-box):is(:not(:defined), :state(${WAITING_STATE})) { display: block; min-height: 120px; }
      </style>${Array.from({ length: 8 }, (_, n) => `<test-heavy-box id="b${n}"></test-heavy-box>`).join('')}`;
    const elements = [...page.querySelectorAll('test-heavy-box')];
    expect(elements.map((element) => (element as HTMLElement).offsetHeight)).to.deep.equal(elements.map(() => 120));
    await nextTask();
    defineElement({ tag: 'test-heavy-box', view: Heavy, attributes: {} });
    const waiting = elements.filter((element) => !hasView(element));
    expect(waiting.length, 'some wait for a later task').to.be.greaterThan(0);
    for (const element of waiting) {
      expect(element.matches(`:state(${WAITING_STATE})`)).to.equal(true);
      expect((element as HTMLElement).offsetHeight, `${element.id} lost its box`).to.equal(120);
    }
    await waitUntil(() => elements.every(hasView), 'not every element rendered');
    expect(elements.filter((element) => element.matches(`:state(${WAITING_STATE})`))).to.deep.equal([]);
  });

  it('never renders an element removed before its turn, and renders it when it comes back', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    await nextTask();
    page.innerHTML = Array.from({ length: 8 }, (_, n) => `<test-heavy id="r${n}"></test-heavy>`).join('');
    const last = page.lastElementChild!;
    expect(hasView(last)).to.equal(false);
    last.remove();
    await waitUntil(() => [...page.children].every(hasView), 'not every element rendered');
    await nextTask();
    expect(renderedInOrder).not.to.include('r7');
    page.append(last);
    await waitUntil(() => hasView(last), 'the element put back did not render');
  });
});
