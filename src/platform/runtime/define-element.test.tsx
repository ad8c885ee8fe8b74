import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { lazy, useEffect, useState } from 'react';
import { attr } from './attributes';
import { defineElement, type ElementDefinition, type HostProps } from './define-element';
import { emit } from './events';
import { captureConsole, rendered } from '../../test/harness';

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
    tabs: attr.json<readonly { name: string }[]>([]),
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
    const console = captureConsole();
    try {
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
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<test-probe>').and.contain('"tabs"').and.contain('not valid JSON');
    } finally {
      console.restore();
    }
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

describe('defineElement with a lazy view', () => {
  it('shows the server-rendered content until the view arrives, then fires ready', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const LazyProbe = lazy(async () => {
      await arrived;
      return { default: Probe };
    });
    defineElement({ ...probe, tag: 'test-probe-lazy-view', view: LazyProbe });
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
