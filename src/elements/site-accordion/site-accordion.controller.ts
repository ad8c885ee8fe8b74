/**
 * Accordion behaviour over server-rendered `<details>` children (kept in the light DOM, so the
 * page's headings and links stay as written). Native `<summary>` gives the button role,
 * expanded state, Enter and Space; this adds single-open, the 200 ms slide, arrow keys and
 * the `expanded` flag.
 */
import { rovingTarget } from '../../platform/dom/roving-focus';
import { initialOpen, toggleItem } from './site-accordion.model';

export interface AccordionOptions {
  multiple: boolean;
  slideMs: number;
  reducedMotion: () => boolean;
  onToggle: (index: number, expanded: boolean) => void;
}

/**
 * Items whose `expanded` flag has been applied, kept across controllers: a new controller (a
 * change of `multiple`, a remount after the accordion was moved) leaves the visitor's choices.
 */
const initialised = new WeakSet<HTMLDetailsElement>();

export class AccordionController {
  readonly #host: HTMLElement;
  readonly #options: AccordionOptions;
  readonly #animations = new WeakMap<HTMLDetailsElement, Animation>();

  constructor(host: HTMLElement, options: AccordionOptions) {
    this.#host = host;
    this.#options = options;
  }

  connect() {
    this.#host.addEventListener('click', this.#onClick);
    this.#host.addEventListener('keydown', this.#onKeyDown);
    this.refresh();
  }

  disconnect() {
    this.#host.removeEventListener('click', this.#onClick);
    this.#host.removeEventListener('keydown', this.#onKeyDown);
  }

  /** Applies the `expanded` flag to items seen for the first time. */
  refresh() {
    const fresh = this.#items().filter((item) => !initialised.has(item));
    if (fresh.length === 0) return;
    const flags = fresh.map((item) => item.hasAttribute('expanded') || item.open);
    const anyOpen = this.#items().some((item) => initialised.has(item) && item.open);
    const open = initialOpen(flags, this.#options.multiple);
    fresh.forEach((item, i) => {
      item.open = open[i]! && (this.#options.multiple || !anyOpen);
      initialised.add(item);
    });
  }

  #items(): HTMLDetailsElement[] {
    return [...this.#host.children].filter((child): child is HTMLDetailsElement => child instanceof HTMLDetailsElement);
  }

  #summaryOf(item: HTMLDetailsElement): HTMLElement | null {
    const first = item.firstElementChild;
    return first instanceof HTMLElement && first.localName === 'summary' ? first : null;
  }

  #itemOfSummary(target: EventTarget | null): { summary: HTMLElement; index: number } | null {
    if (!(target instanceof Element)) return null;
    const summary = target.closest('summary');
    const item = summary?.parentElement;
    if (!summary || !(item instanceof HTMLDetailsElement) || this.#summaryOf(item) !== summary) return null;
    const index = this.#items().indexOf(item);
    return index < 0 ? null : { summary, index };
  }

  #onClick = (event: MouseEvent) => {
    const hit = this.#itemOfSummary(event.target);
    if (!hit) return;
    // A link inside a header navigates; it never toggles.
    if ((event.target as Element).closest('a[href]')) return;
    event.preventDefault();
    this.toggle(hit.index);
  };

  #onKeyDown = (event: KeyboardEvent) => {
    const hit = this.#itemOfSummary(event.target);
    if (!hit) return;
    const items = this.#items();
    const next = rovingTarget(event.key, hit.index, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    this.#summaryOf(items[next]!)?.focus();
  };

  toggle(index: number) {
    const items = this.#items();
    const open = items.map((item) => this.#isOpen(item));
    const next = toggleItem(open, index, this.#options.multiple);
    items.forEach((item, i) => {
      if (next[i] === open[i]) return;
      this.#slide(item, next[i]!);
      this.#options.onToggle(i, next[i]!);
    });
  }

  /** Open as the visitor sees it: an item sliding shut counts as closed. */
  #isOpen(item: HTMLDetailsElement): boolean {
    return item.open && item.dataset.closing === undefined;
  }

  #slide(item: HTMLDetailsElement, opening: boolean) {
    this.#animations.get(item)?.cancel();
    const summary = this.#summaryOf(item);
    const closedHeight = `${summary?.offsetHeight ?? 0}px`;
    if (opening) {
      delete item.dataset.closing;
      item.open = true;
    } else {
      item.dataset.closing = '';
    }
    const finish = () => {
      if (!opening) {
        item.open = false;
        delete item.dataset.closing;
      }
      item.style.overflow = '';
    };
    if (this.#options.reducedMotion() || this.#options.slideMs <= 0) return finish();
    const openHeight = `${item.scrollHeight}px`;
    item.style.overflow = 'hidden';
    const animation = item.animate(
      { height: opening ? [closedHeight, openHeight] : [`${item.offsetHeight}px`, closedHeight] },
      { duration: this.#options.slideMs, easing: 'ease-out' },
    );
    this.#animations.set(item, animation);
    animation.onfinish = () => {
      this.#animations.delete(item);
      finish();
    };
  }
}
