/**
 * Lazy elements: the first time a registered tag appears (parsed with the page, inserted later,
 * inside a swapped <body>, or inside one of our shadow roots) its chunk is imported and the
 * element defined, which upgrades every instance in place. A failed chunk is logged and tried
 * again at the tag's next appearance.
 *
 * What the visitor sees first comes first: a tag whose instances are all far below the fold (a
 * sign-up form at the foot of a home page) is fetched at the page's first idle moment (at the
 * latest after IDLE_WAIT_MS) and defined when one nears the viewport; a hidden one (a closed
 * popup) is defined at that idle moment. Parsing and rendering them do not hold up the first
 * screen on a slow phone.
 */
import { own } from '../dom/own';
import { whenIdle } from '../dom/when-idle';
import { defineElement, onElementShadowRoot, type ElementDefinition } from './define-element';

/**
 * Imports a lazy element's chunk: its definition module, which exports the definition under the
 * tag's name (`definitionName`). Messages name the chunk after its tag.
 */
export type LazyElement = () => Promise<object>;

/** Tag → its chunk's import. Kept small: every page downloads it. */
export type LazyRegistry = Readonly<Record<string, LazyElement>>;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly code = 'CHUNK_LOAD_FAILED';
  constructor(chunk: string, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
  }
}

export interface LazyLoaderOptions {
  /** The spec's chunk load timeout. */
  timeoutMs?: number;
  onError?: (error: ChunkLoadError) => void;
}

export interface LazyLoader {
  /** Loads (once) the chunk of a registered tag and defines it. */
  load(tag: string): Promise<void>;
  /** Scans a root now and watches it for later insertions. */
  watch(root: Document | ShadowRoot): void;
  disconnect(): void;
}

/** `site-popup` → `sitePopup`: the name every definition module exports its definition under. */
export const definitionName = (tag: string) => tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The definition a lazy element's chunk exports under its tag's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each chunk has its own props
export async function importDefinition(tag: string, load: LazyElement): Promise<ElementDefinition<any>> {
  const name = definitionName(tag);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each chunk has its own props
  const definition = ((await load()) as Record<string, ElementDefinition<any> | undefined>)[name];
  if (!definition) throw new Error(`its module exports no ${name}`);
  return definition;
}

export const CHUNK_TIMEOUT_MS = 120_000;
/** The longest a tag out of sight waits for the page to be idle. */
export const IDLE_WAIT_MS = 3000;
/** How close to the viewport (a screen above or below) an element counts as about to be seen. */
const NEAR_VIEWPORT = '100% 0px';

export function createLazyLoader(registry: LazyRegistry, options: LazyLoaderOptions = {}): LazyLoader {
  const { timeoutMs = CHUNK_TIMEOUT_MS, onError = (error) => console.error(error.message, error.cause) } = options;
  const tags = Object.keys(registry);
  const selector = tags.join(',');
  const settled = new Set<string>();
  const pending = new Map<string, Promise<void>>();

  const chunks = new Map<string, ReturnType<LazyElement>>();
  /** The tag's chunk, imported once; a failed import is tried again next time. */
  function chunk(tag: string): ReturnType<LazyElement> {
    let loaded = chunks.get(tag);
    if (!loaded) {
      loaded = registry[tag]!();
      loaded.catch(() => chunks.delete(tag));
      chunks.set(tag, loaded);
    }
    return loaded;
  }

  function load(tag: string): Promise<void> {
    // A tag may come from data-preload: only the registry's own tags load.
    if (!own(registry, tag) || settled.has(tag)) return Promise.resolve();
    let loading = pending.get(tag);
    if (!loading) {
      loading = importWithin(tag, () => chunk(tag), timeoutMs)
        .then(() => {
          settled.add(tag);
        })
        .catch((cause: unknown) => onError(new ChunkLoadError(tag, cause)))
        .finally(() => pending.delete(tag));
      pending.set(tag, loading);
    }
    return loading;
  }

  /** Instances of each tag waiting for the page's idle moment. */
  const waitingForIdle = new Map<string, Element[]>();
  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        void load(entry.target.localName);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  /**
   * Loads a tag when this instance nears the viewport, or when the page is idle. At that idle
   * moment a tag whose every instance is drawn far from the viewport is only fetched: rendering
   * it then would still block a phone's main thread, and it renders when one comes near. A tag
   * with an instance that is not drawn (a closed popup, a hidden tab) is defined then: no
   * viewport would ever call it in.
   */
  function loadWhenWanted(element: Element) {
    const tag = element.localName;
    if (settled.has(tag) || pending.has(tag)) return;
    nearViewport.observe(element);
    const waiting = waitingForIdle.get(tag);
    if (waiting) {
      waiting.push(element);
      return;
    }
    waitingForIdle.set(tag, [element]);
    whenIdle(() => {
      const instances = waitingForIdle.get(tag)!;
      waitingForIdle.delete(tag);
      if (!instances.every(isDrawn)) void load(tag);
      else chunk(tag).catch(() => {}); // a failed fetch is reported by the load near the viewport
    }, IDLE_WAIT_MS);
  }

  function scan(node: ParentNode) {
    if (!selector) return;
    if (node instanceof Element && node.matches(selector)) loadWhenWanted(node);
    for (const element of node.querySelectorAll(selector)) loadWhenWanted(element);
    for (const element of node.querySelectorAll('[data-preload]')) {
      for (const tag of element.getAttribute('data-preload')!.split(/[\s,]+/)) void load(tag);
    }
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });

  function watch(root: Document | ShadowRoot) {
    scan(root);
    observer.observe(root, { childList: true, subtree: true });
  }

  const stopWatchingShadowRoots = onElementShadowRoot(watch);

  return {
    load,
    watch,
    disconnect() {
      observer.disconnect();
      nearViewport.disconnect();
      stopWatchingShadowRoots();
    },
  };
}

/** Whether the element has a box on the page (not hidden, not inside something hidden). */
function isDrawn(element: Element): boolean {
  return element.getClientRects().length > 0 && element.getBoundingClientRect().height > 0;
}

async function importWithin(tag: string, load: LazyElement, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        defineElement(await importDefinition(tag, load));
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
