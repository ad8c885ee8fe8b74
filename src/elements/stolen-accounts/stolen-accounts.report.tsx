import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOwnSubmit } from '../../platform/hooks/use-own-submit';
import type { Translate } from '../../platform/dom/words';
import { useFraudReport } from './use-fraud-report';
import {
  DESCRIPTION_MAX,
  validateReport,
  type Report,
  type ReportErrors,
  type ReportProblem,
} from './stolen-accounts.model';
import type { stolenAccountsWords } from './stolen-accounts.words';

type Key = keyof (typeof stolenAccountsWords)['english'];

const FIELDS = ['email', 'subject', 'description'] as const;
const HINTS: Partial<Record<keyof Report, Key>> = { subject: 'subject_hint', description: 'description_hint' };

/** A field's error in words: the form's own finding translated, the server's message as it came. */
function errorText(error: ReportProblem | string, t: Translate<Key>): string {
  if (typeof error === 'string') return error;
  return error.key === 'too_long'
    ? t(error.key, { max: error.max })
    : error.key === 'too_short'
      ? t(error.key, { min: error.min })
      : t(error.key);
}

export interface ReportFormProps {
  /** The element: its light DOM holds the `<form>`, where tag managers hear its `submit`. */
  host: HTMLElement;
  url: string;
  /** Filled in by the checker's "Report this site". */
  subject: { value: string; at: number } | null;
  heading: (text: string, id: string) => JSX.Element;
  /** The element's words. */
  t: Translate<Key>;
}

/**
 * The report form: validated here, sent by useFraudReport (never natively: use-own-submit.ts),
 * what was typed kept on failure. Its
 * `<form>`, fields and button are the element's light DOM (slot `report`), drawn by the forms'
 * document sheet (src/styles/site-elements.css), as the forms' fields are (issue #30).
 */
export function ReportForm({ host, url, subject, heading, t }: ReportFormProps) {
  const id = useId();
  const [values, setValues] = useState<Report>({ email: '', subject: '', description: '' });
  const [errors, setErrors] = useState<ReportErrors>({});
  const { state, send } = useFraudReport(url);
  const inputs = useRef<Partial<Record<keyof Report, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const sent = useRef<HTMLParagraphElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!subject) return;
    setValues((current) => ({ ...current, subject: subject.value }));
    const input = inputs.current.subject;
    if (input) input.value = subject.value;
    input?.focus();
  }, [subject]);

  useEffect(() => {
    if (state.status === 'sent') sent.current?.focus();
    if (state.status === 'failed') {
      setErrors(state.fields);
      const first = FIELDS.find((field) => state.fields[field]);
      if (first) inputs.current[first]?.focus();
      else failure.current?.focus();
    }
  }, [state]);

  const submit = () => {
    const found = validateReport(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    void send({ email: values.email.trim(), subject: values.subject.trim(), description: values.description.trim() });
  };
  const ownSubmit = useOwnSubmit(submit);

  if (state.status === 'sent') {
    return (
      <section part="report" aria-labelledby={`${id}-heading`}>
        {heading(t('report_heading'), `${id}-heading`)}
        <p part="sent" role="status" tabIndex={-1} ref={sent}>
          {state.reference ? t('sent_reference', { reference: state.reference }) : t('sent')}
        </p>
      </section>
    );
  }

  const field = (name: keyof Report) => {
    const error = errors[name];
    const hint = HINTS[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ');
    const common = {
      id: `${id}-${name}`,
      name,
      // Uncontrolled: React would copy a controlled value into the `value` attribute, where
      // session recorders and attribute selectors read what was typed. `values` follows the text.
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
    return (
      <div className="field" data-field={name} data-state={error ? 'invalid' : 'idle'}>
        <label htmlFor={`${id}-${name}`}>{t(name)}</label>
        {hint && (
          <span className="hint" id={`${id}-${name}-hint`}>
            {t(hint)}
          </span>
        )}
        {name === 'description' ? (
          <textarea
            rows={5}
            maxLength={DESCRIPTION_MAX}
            ref={(element) => void (inputs.current[name] = element)}
            {...common}
          />
        ) : (
          <input
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'off'}
            spellCheck={false}
            ref={(element) => void (inputs.current[name] = element)}
            {...common}
          />
        )}
        {error && (
          <span className="error" id={`${id}-${name}-error`}>
            {errorText(error, t)}
          </span>
        )}
      </div>
    );
  };

  return (
    <section part="report" aria-labelledby={`${id}-heading`}>
      {heading(t('report_heading'), `${id}-heading`)}
      <slot name="report" />
      {state.status === 'failed' && (
        <p part="failure" className="field-error" role="alert" tabIndex={-1} ref={failure}>
          {Object.keys(state.fields).length > 0 ? t('fix_fields') : t('send_failed')}
        </p>
      )}
      {createPortal(
        <form
          slot="report"
          className="site-form"
          data-form="stolen-accounts"
          data-step="report"
          ref={ownSubmit}
          noValidate
          aria-busy={state.status === 'sending'}
        >
          {FIELDS.map((name) => (
            <Fragment key={name}>{field(name)}</Fragment>
          ))}
          <button className="submit" type="submit" disabled={state.status === 'sending'}>
            {state.status === 'sending' ? t('sending') : t('send')}
          </button>
        </form>,
        host,
      )}
    </section>
  );
}
