/**
 * Helpers of the link-safety tests (src/link-safety*.test.ts, issue #18): the script-capable URLs
 * every element that makes a link from data must refuse, the three ways a value reaches an
 * element, and what "no script link" means in the rendered tree.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole, nextFrame } from './harness';

/** The schemes a link from data may have (src/platform/dom/safe-url.ts). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

declare global {
  interface Window {
    /** Set by the script of a vector, should it ever run. */
    __ran?: boolean;
  }
}

export interface Vector {
  name: string;
  /**
   * A URL that would run script (or load a document of the attacker's) if it became a link; each
   * call with another `marker` gives another URL, since a refused URL is reported once per page.
   */
  url(marker: string): string;
}

const SCRIPT = 'window.__ran=true';

export const SCRIPT_VECTORS: readonly Vector[] = [
  { name: 'javascript:', url: (marker) => `javascript:${SCRIPT}//${marker}` },
  { name: 'JaVaScRiPt:', url: (marker) => `JaVaScRiPt:${SCRIPT}//${marker}` },
  { name: 'java\\tscript:', url: (marker) => `java\tscript:${SCRIPT}//${marker}` },
  { name: 'a leading space', url: (marker) => ` javascript:${SCRIPT}//${marker}` },
  { name: 'data:text/html', url: (marker) => `data:text/html,<script>top.__ran=true</script><!--${marker}-->` },
  { name: 'vbscript:', url: (marker) => `vbscript:msgbox("${marker}")` },
];

/**
 * The vector the `n`th mount of a case tries: each in turn. A mount proves an element's wiring (the
 * value, however it arrives, reaches the one check, and the check's refusal shows); that the check
 * refuses every vector is src/platform/dom/safe-url.test.ts, and that links go nowhere else is
 * lint's (src/link-rule.test.ts). Every element with every vector cost the suite half a minute.
 */
export const vectorFor = (n: number): Vector => SCRIPT_VECTORS[n % SCRIPT_VECTORS.length]!;

/** The elements of `host`'s shadow tree, through every nested shadow root. */
export function deepElements(host: Element): Element[] {
  const found: Element[] = [];
  const visit = (root: ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  if (host.shadowRoot) visit(host.shadowRoot);
  return found;
}

export const deepQueryAll = (host: Element, selector: string) =>
  deepElements(host).filter((element) => element.matches(selector));

/** The protocol a browser would follow for this address, or null when it is no URL at all. */
function protocolOf(address: string): string | null {
  try {
    return new URL(address, location.href).protocol;
  } catch {
    return null;
  }
}

/** The links and frames of the shadow tree whose address is not http(s), mailto or tel, as markup. */
export function scriptCapableLinks(host: Element): string[] {
  return deepElements(host)
    .filter((element) => element.matches('a[href], area[href], iframe[src]'))
    .map((element) => [element, element.getAttribute(element.localName === 'iframe' ? 'src' : 'href')!] as const)
    .filter(([, address]) => {
      const protocol = protocolOf(address);
      return protocol !== null && !LINK_PROTOCOLS.has(protocol);
    })
    .map(([element, address]) => `<${element.localName} ${JSON.stringify(address)}>`);
}

/** The links of the shadow tree to `url` (resolved as the browser resolves it). */
export const linksTo = (host: Element, url: string) =>
  deepQueryAll(host, 'a[href]').filter((link) => (link as HTMLAnchorElement).href === new URL(url, location.href).href);

/** Whether the element's view has shown (its `waiting` state is over, src/platform/runtime/define-element.ts). */
export const viewShown = (host: Element) =>
  waitUntil(() => !host.matches(':state(waiting)'), `<${host.localName}> never showed its view`, { timeout: 5000 });

/**
 * Stops a click from following a safe link, so the test page stays; a click on any other link is
 * left alone, so that script in it would run and show. Returns the undo.
 */
export function keepSafeLinksInPlace(): () => void {
  const onClick = (event: Event) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    const protocol = link ? protocolOf(link.getAttribute('href') ?? '') : null;
    if (protocol !== null && LINK_PROTOCOLS.has(protocol)) event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return () => window.removeEventListener('click', onClick);
}

/** Clicks each element, then gives a script URL the task it runs in (a javascript: link runs a task later). */
export async function clickAll(elements: readonly Element[]): Promise<void> {
  for (const element of elements) (element as HTMLElement).click();
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
}

/**
 * The negative case of a row, once the element shows its link's place: no link or frame in its
 * tree has a script-capable address, clicking its label (`label`, the link or the text drawn in
 * its place) runs nothing, and a console error names `<tag>`.
 */
export async function expectNoScriptLink(
  host: Element,
  { tag, label, errors }: { tag: string; label: string; errors: readonly string[] },
): Promise<void> {
  await nextFrame();
  expect(scriptCapableLinks(host), 'links or frames with a script-capable address').to.deep.equal([]);
  await clickAll(deepQueryAll(host, label));
  expect(window.__ran, 'a click on the label ran script').to.equal(undefined);
  const named = () => errors.some((message) => message.includes(`<${tag}>`));
  await waitUntil(named, `no console error names <${tag}>; errors: ${JSON.stringify(errors)}`, { timeout: 3000 });
  // Nor does a render that follows the message draw one.
  await nextFrame();
  expect(scriptCapableLinks(host), 'links or frames after the console error').to.deep.equal([]);
}

/** The ways a value reaches an element: its attribute, or its property before or after the upgrade. */
export const WAYS = ['attribute', 'property before the upgrade', 'property after the upgrade'] as const;
export type Way = (typeof WAYS)[number];

export interface ValueMount {
  tag: string;
  /** The attribute that takes the value, and the property. */
  attribute: string;
  property: string;
  /** The value: a string, or a structure (an attribute gets it as JSON). */
  value: unknown;
  /** For `property after the upgrade`: the attribute's value before the property is set. */
  initial: unknown;
  /** The element's other attributes. */
  attributes?: Readonly<Record<string, string>>;
  /** Its text content (a slotted label). */
  text?: string;
}

const asAttribute = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Puts an element with `value` into `parent`, the way `way` says. Before the upgrade means an
 * element made in a document without our definitions, then adopted, as a framework or a page
 * script may set properties on an element whose definition has not run yet.
 */
export async function mountWithValue(way: Way, mount: ValueMount, parent: HTMLElement): Promise<HTMLElement> {
  const owner = way === 'property before the upgrade' ? document.implementation.createHTMLDocument('') : document;
  const host = owner.createElement(mount.tag);
  // A form would leave the page on success (src/test/forms.ts does the same).
  host.addEventListener('form-success', (event) => event.preventDefault());
  for (const [name, value] of Object.entries(mount.attributes ?? {})) host.setAttribute(name, value);
  if (mount.text) host.textContent = mount.text;
  const setProperty = () => void ((host as unknown as Record<string, unknown>)[mount.property] = mount.value);
  if (way === 'attribute') host.setAttribute(mount.attribute, asAttribute(mount.value));
  if (way === 'property before the upgrade') setProperty();
  if (way === 'property after the upgrade') host.setAttribute(mount.attribute, asAttribute(mount.initial));
  parent.append(host);
  if (way === 'property after the upgrade') {
    await viewShown(host);
    setProperty();
  }
  return host;
}

/**
 * The page of each link-safety test: a fresh parent for its element, clicks on safe links kept in
 * place, `window.__ran` cleared and the console's errors captured; all undone after the test.
 */
export function linkTestPage() {
  const page = {} as { parent: HTMLElement; errors: string[] };
  let undo = () => {};
  beforeEach(() => {
    window.__ran = undefined;
    const parent = document.createElement('div');
    document.body.append(parent);
    const releaseLinks = keepSafeLinksInPlace();
    const console = captureConsole('error');
    Object.assign(page, { parent, errors: console.messages });
    undo = () => {
      console.restore();
      releaseLinks();
      parent.remove();
    };
  });
  afterEach(() => undo());
  return page;
}
