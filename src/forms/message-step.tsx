/**
 * The steps that only show content: thank-you pages and confirmations. A chunk of its own
 * (flow-form.tsx): most visits never get this far.
 */
import { useEffect, useRef, useState } from 'react';
import { timeoutSignal } from '../platform/dom/timeout-signal';
import { SafeLink } from '../platform/hooks/safe-link';
import type { HostProps } from '../platform/runtime/define-element';
import { CONFIG_TIMEOUT_MS, type MakeStepContext, type MessageStep, type StepContent } from './flow';
import { StepHeader } from './step-header';
import type { Translate } from './translations';

export function MessageStepView<Props>({
  form,
  step,
  t,
  context,
}: HostProps & {
  /** The form's tag, for console messages. */
  form: string;
  step: MessageStep<Props>;
  t: Translate;
  context: MakeStepContext<Props>;
}) {
  const [content, setContent] = useState<StepContent | null>(step.load ? null : {});
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!step.load) return;
    const abort = new AbortController();
    // A configuration answers within 3 s or not at all: the visitor is not kept waiting.
    const deadline = AbortSignal.any([abort.signal, timeoutSignal(CONFIG_TIMEOUT_MS)]);
    step.load(context(deadline)).then(
      (loaded) => !abort.signal.aborted && setContent(loaded),
      (error: unknown) => {
        // The flow has succeeded; a thank-you text that fails to load falls back to the built-in one.
        if (abort.signal.aborted) return;
        console.warn(`<form> step "${step.id}": ${(error as Error).message}; its own title and text are shown.`);
        setContent({});
      },
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per step
  }, [step]);
  // Moving focus to the new heading tells screen reader users the form moved on. Without
  // scrolling: a page that opens on a message (a thank-you page low on the page) must not jump.
  useEffect(() => {
    if (content) heading.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [content]);

  if (!content) {
    return (
      <div className="loading" part="loading" role="status" aria-busy="true">
        {t('loading')}
      </div>
    );
  }
  return (
    <div className="message" part="message" ref={heading}>
      <StepHeader step={step} t={t} content={content} />
      {content.links && content.links.length > 0 && (
        <ul className="links" part="links">
          {content.links.map((link) => (
            <li key={link.href}>
              <SafeLink href={link.href} source={`<${form}> link "${link.label}"`} part="link">
                {link.label}
              </SafeLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
