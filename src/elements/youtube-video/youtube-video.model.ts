/** The YouTube embed's rules: pure, no DOM. */

/** The preview stays this long over the player while it loads, then hides (docs/RULES.md §9). */
export const PREVIEW_HIDE_MS = 400;

/** The privacy-enhanced host: no cookies until the visitor plays the video. */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Why `id` is no YouTube video id (11 characters of A-Z, a-z, 0-9, _ and -), or null. */
export function videoIdProblem(id: string): string | null {
  if (!id.trim()) return 'attribute "video-id" is missing';
  if (!VIDEO_ID.test(id.trim())) {
    return `attribute "video-id" must be 11 characters of A-Z, a-z, 0-9, "_" and "-", got "${id}"`;
  }
  return null;
}

/** Why `start` (seconds) cannot be a start time, or null. */
export function startProblem(start: number): string | null {
  return Number.isInteger(start) && start >= 0
    ? null
    : `attribute "start" must be whole seconds from 0, got "${start}"`;
}

/** The player's address: autoplay, since the visitor's click asked for it; `start` when above 0. */
export function playerUrl(id: string, start: number): string {
  const params = new URLSearchParams({ autoplay: '1', playsinline: '1', rel: '0' });
  if (start > 0 && startProblem(start) === null) params.set('start', String(start));
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(id.trim())}?${params}`;
}
