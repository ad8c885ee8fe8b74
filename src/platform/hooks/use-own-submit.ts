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

/** Makes `form` the library's to send: `submit` runs once per submission the visitor makes. Gives the undoing. */
export function ownSubmit(form: HTMLFormElement, submit: () => void): () => void {
  form.method = 'dialog';
  let heard = false;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    heard = true;
    submit();
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button?.type !== 'submit' || button.form !== form) return;
    heard = false;
    // The click's own submission, and its submit event, run within this task.
    nextTask(() => heard || event.defaultPrevented || submit());
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('click', onClick);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('click', onClick);
  };
}

/** The ref of such a `<form>`: the latest `submit` given runs. */
export function useOwnSubmit(submit: () => void): (form: HTMLFormElement | null) => void {
  const latest = useRef(submit);
  latest.current = submit;
  const undo = useRef<() => void>();
  return useCallback((form: HTMLFormElement | null) => {
    undo.current?.();
    undo.current = form ? ownSubmit(form, () => latest.current()) : undefined;
  }, []);
}
