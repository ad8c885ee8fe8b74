import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { introVideoAttributes, type IntroVideoProps } from './intro-video.attributes';

// Decorative and below the fold on most pages: its box is held by site-elements.css meanwhile.
const view = lazyView(
  () => import('./intro-video'),
  (module) => module.IntroVideo,
);

/**
 * If autoplay is refused (the browser's policy, a missing file) a static video with controls and
 * the poster is shown instead, with one console warning; a visitor who prefers reduced motion
 * gets the static video and no autoplay. While it plays, a button over its corner (part `pause`,
 * named "Pause the video" / "Play the video") stops and restarts it (2.2.2 Pause, Stop, Hide); the
 * choice holds for the visit (sessionStorage), so the next intro video starts paused on its
 * poster. Host marker: `data-state="intro|loop|static"`.
 * @summary An intro video that plays once (muted, inline), then a loop video that repeats.
 * @attr intro-src - the intro video's URL.
 * @attr loop-src - the loop video's URL (default: the intro again).
 * @attr poster - an image shown before the video plays and in the static video.
 * @csspart video - the video element.
 * @csspart pause - the pause / play button over the video's corner (44 px).
 * @cssproperty --site-intro-video-ratio - the reserved aspect ratio (default 16 / 9), set in intro-video.document.css so the box is right before the upgrade.
 */
export const introVideo: ElementDefinition<IntroVideoProps> = {
  tag: 'intro-video',
  attributes: introVideoAttributes,
  view,
};
