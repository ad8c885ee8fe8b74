/**
 * Elements with class `detect` get class `detected` the first time they scroll into view (for
 * entry animations), also those inserted after start-up.
 */
import { eachElement } from './each-element';

export function detectInView(): () => void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.classList.add('detected');
      observer.unobserve(entry.target);
    }
  });
  const stop = eachElement('.detect:not(.detected)', (element) => observer.observe(element));
  return () => {
    stop();
    observer.disconnect();
  };
}
