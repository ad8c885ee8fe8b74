/**
 * intro-video's words and its pause, remembered for the visit (2.2.2 Pause, Stop, Hide). Pure:
 * the tab's storage is passed in, and may be missing, refuse access or hold anything.
 */

/** Every word the element writes (the pause button's name, as it changes). */
export const WORDS = {
  pause: 'Pause the video',
  play: 'Play the video',
} as const;

/** One key for every intro video: a visitor who paused one wants the motion stopped on the next page too. */
export const PAUSE_KEY = 'site-elements:intro-video-paused';
const PAUSED = 'paused';

/** Whether the visitor paused the video earlier in this visit: only our own value counts. */
export function rememberedPause(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(PAUSE_KEY) === PAUSED;
  } catch {
    return false;
  }
}

/** Keeps the visitor's choice for the visit; a storage that refuses it (private mode, quota) changes nothing else. */
export function rememberPause(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, paused: boolean): void {
  try {
    if (paused) storage?.setItem(PAUSE_KEY, PAUSED);
    else storage?.removeItem(PAUSE_KEY);
  } catch {
    // The choice still holds on this page.
  }
}

/** The pause button's name: what pressing it does. */
export const pauseLabel = (paused: boolean) => (paused ? WORDS.play : WORDS.pause);
