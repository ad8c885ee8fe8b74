/** Waits for a modal `<dialog>` to open and to close, as the element tests see them. */
import { waitUntil } from '@open-wc/testing';

/** Dialogs seen open whose `close` event has not been dispatched yet. */
const awaitingClose = new WeakSet<HTMLDialogElement>();

/**
 * Resolves once `dialog` is open and its opening fade has finished: moved to its end, not sat
 * through (150 ms a dialog; the fade's own tests time it).
 */
export async function dialogOpened(dialog: HTMLDialogElement) {
  await waitUntil(() => dialog.open, 'the dialog did not open');
  for (const fade of dialog.getAnimations()) fade.finish();
  await waitUntil(() => dialog.getAnimations().length === 0, 'the dialog did not finish opening');
  awaitingClose.add(dialog);
  dialog.addEventListener('close', () => awaitingClose.delete(dialog), { once: true });
}

/**
 * Resolves once `dialog` is closed and its `close` event has run: `open` turns false first, and the
 * event, which the elements react to (focus, clearing a message), comes a task later.
 */
export function dialogClosed(dialog: HTMLDialogElement) {
  // The closing fade's 75 ms run on the real clock here; a starved machine once took over the
  // default second to get through them (a bound, not a wait).
  return waitUntil(() => !dialog.open && !awaitingClose.has(dialog), 'the dialog did not close', {
    timeout: 3000,
  });
}
