/**
 * The one element definer: a React view plus an attribute schema becomes a custom element
 * through r2wc, with the fixes our templates need (see docs/TOOLCHAIN.md):
 * - attributes are parsed here, never by r2wc: booleans follow HTML, removal restores the
 *   default, a malformed value logs one error naming the element and attribute and falls back;
 * - lower-cased camelCase attributes (`tokenurl`) are observed as well as kebab-case ones;
 * - moving an element keeps its React tree (unmount waits a microtask and only if detached);
 * - a property is read by its attribute's schema, a string as the attribute's text, so every
 *   check holds however a value arrives; properties set before the upgrade are replayed;
 * - the first render is synchronous, so upgrading shifts nothing, within the task's share of
 *   first renders (mount-turns.ts); an element past it shows its own content through slots
 *   until its turn, a task later;
 * - until its view first shows (its turn, a lazy view's chunk) the element is in the custom
 *   state `waiting`, which document rules match as they match `:not(:defined)`: it keeps the
 *   box it had before the upgrade;
 * - a `ready` event follows the first render, and defining a tag twice is a no-op;
 * - every element takes `translations` (JSON, key → text over its built-in words: useWords,
 *   docs/CONTRACT.md "Language"), unless its schema has its own.
 */
import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import {
  createElement,
  Suspense,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { attr, attributeNames, readAttribute, type AttributeSchema } from './attributes';
import { emit } from './events';
import { giveUpTurn, renderInTurn } from './mount-turns';
import { sheetFromText } from './stylesheets';
import tokens from '../../styles/tokens.css';
import base from '../../styles/base.css';

/** What every view receives besides its attribute props. */
export interface HostProps {
  host: HTMLElement;
}

export interface ElementDefinition<Props extends object> {
  tag: string;
  /**
   * The React view. An eager element whose view is heavy gives `lazyView(...)` (lazy-view.ts):
   * the tag is still defined at start-up, and only pages that use it fetch the view's chunk.
   */
  view: ComponentType<Props & HostProps>;
  attributes: AttributeSchema<Props>;
  /**
   * The view module's `export const styles` (its shadow stylesheets, as text), passed on when the
   * view is in the definition's chunk; a `lazyView` adopts its module's own.
   */
  styles?: readonly string[];
}

/**
 * The custom state of an element defined but whose view has not shown yet. Document rules that
 * hold a box before the upgrade say `:is(:not(:defined), :state(waiting))`.
 */
export const WAITING_STATE = 'waiting';

/** The attribute every element has: its words' overrides. */
const translationsAttribute = attr.texts();

const shadowRootListeners = new Set<(root: ShadowRoot) => void>();
const ownShadowRoots = new WeakSet<Node>();

/** Tells the lazy loader about each shadow root our elements create, so it can look inside. */
export function onElementShadowRoot(listener: (root: ShadowRoot) => void): () => void {
  shadowRootListeners.add(listener);
  return () => shadowRootListeners.delete(listener);
}

interface Store<Props> {
  subscribe(listener: () => void): () => void;
  snapshot(): Props;
  /** The view's first commit, before the browser paints it. */
  shown(): void;
  /** The view's first commit, once its effects run. */
  rendered(): void;
}

const store = Symbol('store');
type StoreHost<Props> = HTMLElement & { [store]: Store<Props> };

/** The slot names the host's children use, and the default slot, in their order. */
function slotNames(host: HTMLElement): string[] {
  const names = new Set([...host.children].map((child) => child.slot));
  names.add('');
  return [...names];
}

/**
 * The host's own content while a lazy view loads: a slot per slot name its children use (and the
 * default slot), so named content (`slot="title"`) shows too.
 */
function SlottedContent({ host }: { host: HTMLElement }) {
  return slotNames(host).map((name) => createElement('slot', { key: name, name: name || undefined }));
}

/** The same slots as plain DOM, for an element waiting for its first render. */
function slotsOf(host: HTMLElement): HTMLSlotElement[] {
  return slotNames(host).map((name) => {
    const slot = document.createElement('slot');
    if (name) slot.name = name;
    return slot;
  });
}

/** Reports the first commit of the view itself (not of a Suspense fallback). */
function Rendered({ host, children }: { host: StoreHost<object>; children?: ReactNode }) {
  useLayoutEffect(() => {
    host[store].shown();
  }, [host]);
  useEffect(() => host[store].rendered(), [host]);
  return children;
}

export function defineElement<Props extends object>(definition: ElementDefinition<Props>): CustomElementConstructor {
  const { tag, view } = definition;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const attributes = { translations: translationsAttribute, ...definition.attributes } as AttributeSchema<Props>;

  const props = Object.keys(attributes) as (keyof Props & string)[];
  const propByAttribute = new Map<string, keyof Props & string>();
  for (const prop of props) for (const name of attributeNames(prop)) propByAttribute.set(name, prop);
  const defaults = Object.fromEntries(props.map((prop) => [prop, attributes[prop].fallback])) as Props;
  /** Parsed with the first instance: a tag that is not on the page parses none of its CSS. */
  let sheets: CSSStyleSheet[] | undefined;

  function Host({ container }: { container?: ShadowRoot }) {
    const host = container!.host as StoreHost<Props>;
    const values = useSyncExternalStore(host[store].subscribe, host[store].snapshot);
    // A lazy view (lazyView) shows the server-rendered content until its chunk arrives.
    return createElement(
      Suspense,
      { fallback: createElement(SlottedContent, { host }) },
      createElement(Rendered, { host }, createElement(view, { ...values, host })),
    );
  }

  const Base = r2wc(Host, { shadow: 'open' }) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class SiteElement extends Base {
    static get observedAttributes() {
      return [...propByAttribute.keys()];
    }

    #values: Props = defaults;
    #listeners = new Set<() => void>();
    #announcedReady = false;
    #states = this.attachInternals().states;
    /** Whether a React root renders into the shadow root (from the first render to the unmount). */
    #mounted = false;

    [store]: Store<Props> = {
      subscribe: (listener) => {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
      },
      snapshot: () => this.#values,
      shown: () => void this.#states.delete(WAITING_STATE),
      rendered: () => {
        if (this.#announcedReady) return;
        this.#announcedReady = true;
        emit(this, 'ready');
      },
    };

    constructor() {
      super();
      this.#states.add(WAITING_STATE);
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = sheets ??= [tokens, base, ...(definition.styles ?? [])].map(sheetFromText);
      ownShadowRoots.add(root);
      // A property set before the upgrade shadows our accessor: take it back and set it again through it.
      for (const prop of props) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Props)[prop];
          delete (this as unknown as Props)[prop];
          (this as unknown as Props)[prop] = value;
        }
      }
      for (const listener of shadowRootListeners) listener(root);
    }

    override connectedCallback() {
      // Inside our own views React is committing already, and renders the nested element in the
      // same commit.
      if (ownShadowRoots.has(this.getRootNode())) return this.#render();
      // Back in the page before its unmount (a move): the same React tree, updated at once.
      if (this.#mounted) return flushSync(() => this.#render());
      // A first render happens before the next paint, so nothing shifts; past the task's share
      // of first renders the element shows its own content through slots until its turn.
      const root = this.shadowRoot!;
      const firstRender = () => {
        root.replaceChildren();
        flushSync(() => this.#render());
      };
      if (!renderInTurn(this, firstRender)) root.replaceChildren(...slotsOf(this));
    }

    #render() {
      this.#mounted = true;
      super.connectedCallback();
    }

    override disconnectedCallback() {
      if (giveUpTurn(this)) return;
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      this.#read(propByAttribute.get(name)!, value, `attribute "${name}"`);
    }

    /** Sets a prop from an attribute's text or a property's value, through the prop's schema. */
    #read(prop: keyof Props & string, value: unknown, source: string) {
      const result = readAttribute(attributes[prop], value);
      if (result.error !== undefined) console.error(`<${tag}>: ${source} ${result.error}; using the default.`);
      this.#set(prop, result.value);
    }

    #set<K extends keyof Props>(prop: K, value: Props[K]) {
      if (Object.is(this.#values[prop], value)) return;
      this.#values = { ...this.#values, [prop]: value };
      for (const listener of this.#listeners) listener();
    }

    static {
      for (const prop of props) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: SiteElement) {
            return this.#values[prop];
          },
          set(this: SiteElement, value: unknown) {
            this.#read(prop, value, `property "${prop}"`);
          },
        });
      }
    }
  }

  customElements.define(tag, SiteElement);
  return SiteElement;
}
