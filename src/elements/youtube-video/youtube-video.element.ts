import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { youtubeVideoAttributes, type YoutubeVideoProps } from './youtube-video.attributes';

// Below the fold on most pages: the view is its own chunk, the document sheet holds the box.
const view = lazyView(
  () => import('./youtube-video'),
  (module) => module.YoutubeVideo,
);

/**
 * Until the visitor asks for the video nothing is requested from YouTube, not even the
 * thumbnail: the preview is the slotted image (serve it yourself) or a local placeholder with the
 * title. A click on the play button (or Enter, Space) loads the player from the privacy-enhanced
 * host www.youtube-nocookie.com with autoplay, moves focus into it, and the preview fades out and
 * hides after 400 ms (docs/RULES.md §9; no fade for reduced motion). A `video-id` that is not 11
 * characters of A-Z, a-z, 0-9, `_` and `-` logs one console error and only the preview shows.
 * Host marker: `data-state="preview|loading|playing"`.
 * @summary A YouTube video behind a local preview: no third-party request before the click.
 * @attr video-id - the YouTube video id (11 characters, e.g. `dQw4w9WgXcQ`).
 * @attr title - the video's title: the player frame's title and the play button's name.
 * @attr start - where to start, in whole seconds (default 0).
 * @attr play-label - the play button's accessible name, before the title.
 * @slot - the preview image (a local copy, e.g. `<img src="/img/webinar.jpg" alt="…">`); a placeholder otherwise.
 * @csspart preview - the preview over the player.
 * @csspart play - the play button.
 * @csspart player - the player frame.
 * @cssproperty --site-youtube-video-ratio - the reserved aspect ratio (default 16 / 9), set in youtube-video.document.css so the box is right before the upgrade.
 */
export const youtubeVideo: ElementDefinition<YoutubeVideoProps> = {
  tag: 'youtube-video',
  attributes: youtubeVideoAttributes,
  view,
};
