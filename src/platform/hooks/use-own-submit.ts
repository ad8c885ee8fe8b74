/**
 * A light-DOM `<form>` the library sends itself, with fetch, whatever a page script does to the
 * browser's own submission (docs/SECURITY.md, "A native submission goes nowhere"):
 *
 * - its method is `dialog`, so a native submission outside a dialog goes nowhere: no request,
 *   no navigation, no typed value in a URL. That covers a script's
 *   `HTMLFormElement.prototype.submit.call(form)` (a captcha's, a tag manager's "wait for tags")
 *   and an Enter whose `submit` event a page script stopped on its way;
 * - the library hears the submission on the form itself, not through React: its `submit` event,
 *   or, when a page script stopped that event before it reached the form, the submit button's
 *   click that Enter and a press make first (a click the page cancelled is the page's to handle).
 */
import { useCallback, useRef } from 'react';
import { nextTask } from '../dom/next-task';

/** Makes `form` the library's to send: `submit` runs once per submission the visitor makes. */
export function ownSubmit(form: HTMLFormElement, submit: () => void): void {
  form.method = 'dialog';
  let heard = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    heard = true;
    submit();
  });
  form.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[type=submit]')) return;
    heard = false;
    // The click's own submission, and its submit event, run within this task.
    nextTask(() => heard || event.defaultPrevented || submit());
  });
}

/**
 * The ref of such a `<form>`: the latest `submit` given runs. Its listeners go with the form
 * (each step has a form of its own).
 */
export function useOwnSubmit(submit: () => void): (form: HTMLFormElement | null) => void {
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback((form: HTMLFormElement | null) => form && ownSubmit(form, () => latest.current()), []);
}
