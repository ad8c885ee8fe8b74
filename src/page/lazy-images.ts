/**
 * Images lazy-load (docs/RULES.md §2): an `<img data-src>` (and/or `data-srcset`, also on the `<source>`s
 * of its `<picture>`) gets its real source once a tenth of it is in view. `data-resize` picks the
 * size (image-size.ts). Give the image `width` and `height` so its box is reserved meanwhile.
 * Images inserted after start-up are covered too.
 */
import { pageBaseUri } from '../platform/dom/page-state';
import { eachElement } from './each-element';
import { isResizeMode, resizedImageUrl } from './image-size';

export function lazyLoadImages(): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        loadImage(entry.target as HTMLImageElement);
      }
    },
    { threshold: 0.1 },
  );
  const stop = eachElement('img[data-src], img[data-srcset]', (image) => observer.observe(image));
  return () => {
    stop();
    observer.disconnect();
  };
}

function loadImage(image: HTMLImageElement) {
  if (image.parentElement instanceof HTMLPictureElement) {
    for (const source of image.parentElement.querySelectorAll('source[data-srcset]')) moveData(source, 'srcset');
  }
  const { src, resize } = image.dataset;
  if (src && isResizeMode(resize)) image.dataset.src = resizedImageUrl(src, resize, innerWidth, pageBaseUri());
  moveData(image, 'srcset');
  moveData(image, 'src');
}

/** `data-src` → `src`: the browser fetches as the attribute lands. */
function moveData(element: Element, attribute: 'src' | 'srcset') {
  const value = element.getAttribute(`data-${attribute}`);
  if (value === null) return;
  // eslint-disable-next-line no-restricted-syntax -- the page's own markup: it could have written src itself
  element.setAttribute(attribute, value);
  element.removeAttribute(`data-${attribute}`);
}
