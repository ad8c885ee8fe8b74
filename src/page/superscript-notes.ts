/**
 * A click on a superscript (a footnote mark, `<sup>1</sup>`) scrolls to the page's notes section
 * (`#notes` or `.notes`). A superscript inside a link follows its link instead.
 */
import { findScrollTarget } from '../platform/dom/scroll';
import { closestInPath, isPlainClick } from './click-target';
import { NOTES_SELECTOR, scrollBelowHeader } from './scroll-targets';

export function handleSuperscriptNotes(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !closestInPath(event, 'sup') || closestInPath(event, 'a[href]')) return;
    const notes = findScrollTarget(NOTES_SELECTOR, 'Superscript');
    if (notes) void scrollBelowHeader(notes);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
