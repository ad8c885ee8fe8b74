/**
 * The image resize rule (docs/RULES.md §9) and the URL that asks the image server for it. Pure.
 *
 * `data-resize="auto"`: 720 px wide, 520 on windows 420 to 767 px wide, 375 below 420 (docs/RULES.md §9
 * names the 520 and 375 steps; 768, where the tablet layout starts, is where 720 takes over).
 * `data-resize="thumbnail"`: 200 px wide, JPEG. Without `data-resize` the URL is left alone.
 * The request: the image URL with `width` (and `format=jpeg`) added to its query, e.g.
 * `/img/chart.png?width=520`, `/img/chart.png?v=2&width=200&format=jpeg`.
 */
import { breakpoints } from '../styles/breakpoints';

export type ResizeMode = 'auto' | 'thumbnail';

export function isResizeMode(value: string | undefined): value is ResizeMode {
  return value === 'auto' || value === 'thumbnail';
}

export function resizedWidth(mode: ResizeMode, windowWidth: number): number {
  if (mode === 'thumbnail') return 200;
  if (windowWidth >= breakpoints.tablet) return 720;
  return windowWidth >= 420 ? 520 : 375;
}

/**
 * The URL of the resized image. Vector and inline images (`.svg`, `data:`) are already the
 * right size and are returned as given, as is a URL that cannot be parsed.
 */
export function resizedImageUrl(src: string, mode: ResizeMode, windowWidth: number, baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(src, baseUrl);
  } catch {
    return src;
  }
  if (url.protocol === 'data:' || url.pathname.toLowerCase().endsWith('.svg')) return src;
  url.searchParams.set('width', String(resizedWidth(mode, windowWidth)));
  if (mode === 'thumbnail') url.searchParams.set('format', 'jpeg');
  return url.href;
}
