/**
 * The one modal dialog's behaviour over a `<dialog>`, without React (docs/ARCHITECTURE.md,
 * platform/dom): the hook `useModalDialog` loads this module as its own chunk when a dialog
 * first mounts, so pages pay for it only when they have a dialog, and not in the entry.
 * - `showModalDialog` opens it modally: the browser makes the page behind inert and puts focus
 *   inside; the page stops scrolling, its scrollbar's room kept so nothing shifts sideways;
 * - Tab and Shift+Tab wrap around inside it, slotted content and nested shadow roots included
 *   (a modal dialog alone would let focus leave for the browser's own controls);
 * - Escape, a click on its backdrop and `hideModalDialog` close it; when it has closed, focus
 *   returns to the opener, the page scrolls again and `onClosed` runs;
 * - it fades in over 150 ms and out over 75 ms (docs/RULES.md §9), only when the visitor has no
 *   preference for reduced motion; the close waits for its fade, and showing it during the fade
 *   turns it back open.
 */
import { reducedMotion } from './reduced-motion';
import { systemClock } from './clock';
import { DIALOG_CLOSE_MS, DIALOG_OPEN_MS } from './dialog-timings';
import { pageRoot } from './page-globals';
import { pageActiveElement } from './page-state';

export interface ModalDialogOptions {
  /**
   * False for a dialog the visitor must answer (blurred-modal's gate): Escape and the backdrop
   * do not close it, only `hideModalDialog` does. Default true.
   */
  dismissible?: boolean;
  /** After it opened (in a microtask: a listener added right after the opening click hears it). */
  onOpened(): void;
  /** Once it has closed, before focus returns to the opener. */
  onClosed(): void;
}

interface DialogState {
  options: ModalDialogOptions;
  closing: boolean;
  lockedScroll: boolean;
  opener: HTMLElement | null;
}

const states = new WeakMap<HTMLDialogElement, DialogState>();

/** Opens the dialog; focus returns to `opener` when it closes. False when it was open already. */
export function showModalDialog(element: HTMLDialogElement, opener: HTMLElement | null): boolean {
  const state = states.get(element);
  if (!state) return false;
  if (element.open) {
    if (!state.closing) return false;
    state.closing = false; // opened again while it fades out: turn it back
    void fade(element, 'opening');
    return false;
  }
  state.opener = opener;
  if (!state.lockedScroll) lockPageScroll();
  state.lockedScroll = true;
  element.showModal();
  queueMicrotask(() => state.options.onOpened());
  void fade(element, 'opening');
  return true;
}

/** Closes the dialog after its closing fade; nothing when it is closed or closing already. */
export function hideModalDialog(element: HTMLDialogElement): void {
  const state = states.get(element);
  if (!state || !element.open || state.closing) return;
  state.closing = true;
  void fade(element, 'closing').then((finished) => {
    // A show during the fade cancelled it (finished false) or turned it back (closing false).
    if (finished && state.closing) element.close();
  });
}

/** Gives a rendered `<dialog>` its behaviour; returns what undoes it (and unlocks the page). */
export function attachModalDialog(element: HTMLDialogElement, options: ModalDialogOptions): () => void {
  const state: DialogState = { options, closing: false, lockedScroll: false, opener: null };
  states.set(element, state);
  const dismissible = options.dismissible ?? true;
  const onCancel = (event: Event) => {
    // Escape: close with the fade rather than at once. (Pressed twice quickly, the browser may
    // refuse to let us delay it and closes at once: `onCloseEvent` handles that close too.)
    event.preventDefault();
    if (dismissible) hideModalDialog(element);
  };
  const onCloseEvent = () => {
    if (element.open) return; // opened again before this close event arrived
    state.closing = false;
    stopFade(element);
    if (state.lockedScroll) unlockPageScroll();
    state.lockedScroll = false;
    options.onClosed();
    const returnTo = state.opener;
    state.opener = null;
    if (returnTo?.isConnected) returnTo.focus();
  };
  // The backdrop closes on a click that also started there: selecting text and letting go over
  // the backdrop is no close. A click on the dialog box itself lands on its backdrop, so views
  // fill the box with their content.
  let pressedOnBackdrop = false;
  const onPointerDown = (event: Event) => {
    pressedOnBackdrop = event.target === element;
  };
  const onClick = (event: Event) => {
    const onBackdrop = event.target === element && pressedOnBackdrop;
    pressedOnBackdrop = false;
    if (onBackdrop && dismissible) hideModalDialog(element);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && !event.defaultPrevented) wrapFocus(event, element);
    // No close request at all: the browser closes a dialog whose Escape was refused twice.
    if (event.key === 'Escape' && !dismissible) event.preventDefault();
  };
  const listeners = [
    ['cancel', onCancel],
    ['close', onCloseEvent],
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
  ] as const;
  for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    // An element removed while its dialog is open must not leave the page unable to scroll.
    if (state.lockedScroll) unlockPageScroll();
    state.lockedScroll = false;
    states.delete(element);
  };
}

/** The focused element, inside open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active = pageActiveElement();
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** What Tab reaches inside `root`, in the order the visitor sees it: the flat tree. */
export function tabbableIn(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element) => {
    if (node instanceof HTMLElement && (node.inert || node.hidden)) return;
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedElements({ flatten: true });
      (assigned.length > 0 ? assigned : [...node.children]).forEach(visit);
      return;
    }
    if (
      node instanceof HTMLElement &&
      node.matches(FOCUSABLE) &&
      node.tabIndex >= 0 &&
      !node.matches(':disabled') &&
      node.checkVisibility({ visibilityProperty: true })
    ) {
      found.push(node);
    }
    const children = node.shadowRoot ? [...node.shadowRoot.children] : [...node.children];
    children.forEach(visit);
  };
  [...root.children].forEach(visit);
  return found;
}

/** Tab from the last tabbable goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const tabbable = tabbableIn(dialog);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) {
    event.preventDefault(); // nothing to move to: focus stays where it is, inside
    return;
  }
  const active = deepActiveElement();
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}

/** Each dialog's running fade: what ends it early. */
const fades = new WeakMap<HTMLDialogElement, () => void>();

/**
 * Resolves true when the fade ran to its end (at once under reduced motion), false when a newer
 * fade replaced it. Its end is the clock's (tests move it), not the animation's. The fade is
 * opacity only: a moving or scaling box would be measured wrong by anything placing it
 * (language-switcher) while it runs.
 */
function fade(dialog: HTMLDialogElement, phase: 'opening' | 'closing'): Promise<boolean> {
  stopFade(dialog);
  if (reducedMotion()) return Promise.resolve(true);
  const opening = phase === 'opening';
  const duration = opening ? DIALOG_OPEN_MS : DIALOG_CLOSE_MS;
  dialog.animate([{ opacity: 0 }, { opacity: 1 }], {
    duration,
    easing: opening ? 'ease-out' : 'ease-in',
    direction: opening ? 'normal' : 'reverse',
    // Faded out, it stays transparent until the clock's timer closes it.
    fill: opening ? 'none' : 'forwards',
  });
  return new Promise((resolve) => {
    const timer = systemClock.setTimeout(() => {
      fades.delete(dialog);
      resolve(true);
    }, duration);
    fades.set(dialog, () => {
      systemClock.clearTimeout(timer);
      resolve(false);
    });
  });
}

/** Ends the dialog's fade where it is: the animation goes and its promise resolves false. */
function stopFade(dialog: HTMLDialogElement) {
  for (const running of dialog.getAnimations()) running.cancel();
  fades.get(dialog)?.();
  fades.delete(dialog);
}

/**
 * The page under an open dialog does not scroll (counted: a dialog may open over another). The
 * scrollbar goes away, so a classic scrollbar's room is kept with `scrollbar-gutter` and the page
 * does not shift sideways (an overlay scrollbar takes no room: nothing to keep); its width is
 * published as `--site-scrollbar-width` for fixed bars that want to stay put too.
 */
export function scrollLockStyle(scrollbarWidth: number) {
  return {
    overflow: 'hidden',
    scrollbarGutter: scrollbarWidth > 0 ? 'stable' : '',
    scrollbarWidth: `${scrollbarWidth}px`,
  };
}

let scrollLocks = 0;
let savedStyle: { overflow: string; gutter: string; minHeight: string } | null = null;

function lockPageScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const root = pageRoot();
  const lock = scrollLockStyle(innerWidth - root.clientWidth);
  savedStyle = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter, minHeight: root.style.minHeight };
  if (lock.scrollbarGutter) root.style.scrollbarGutter = lock.scrollbarGutter;
  root.style.overflow = lock.overflow;
  root.style.setProperty('--site-scrollbar-width', lock.scrollbarWidth);
  // The root's overflow applies to the window, not to its own box; but a short page's root box
  // ends above a dialog in the top layer, and a layout check walking up from the dialog's text
  // (src/test/layout.ts) would take `hidden` there as a clip. Reaching the window's bottom
  // changes nothing a visitor sees.
  root.style.minHeight = '100%';
}

function unlockPageScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedStyle) return;
  const root = pageRoot();
  root.style.overflow = savedStyle.overflow;
  root.style.scrollbarGutter = savedStyle.gutter;
  root.style.minHeight = savedStyle.minHeight;
  root.style.removeProperty('--site-scrollbar-width');
  savedStyle = null;
}
