import { createElement, useId, useMemo, useState, type FormEvent } from 'react';
import { systemClock } from '../../platform/dom/clock';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { filterDomains, lookUpDomain, type Verdict } from './stolen-accounts.model';
import { ReportForm } from './stolen-accounts.report';
import type { StolenAccountsProps } from './stolen-accounts.attributes';
import controls from '../../styles/controls.css';
import link from '../../styles/link.css';
import sheet from './stolen-accounts.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [controls, link, sheet];

/** A notice on fraudulent look-alike sites: a searchable list of known domains and a report form. */
export function StolenAccounts({ domains, src, headingLevel, host }: StolenAccountsProps & HostProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reportSubject, setReportSubject] = useState<{ value: string; at: number } | null>(null);
  const shown = useMemo(() => filterDomains(domains, query), [domains, query]);
  const level = Math.min(6, Math.max(2, Math.round(headingLevel)));
  const heading = (text: string, headingId: string) =>
    createElement(`h${level}`, { part: 'heading', id: headingId }, text);
  const count = new Intl.NumberFormat(pageConfig().locale);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(lookUpDomain(domains, query));
  };

  return (
    <div part="base">
      <div part="intro">
        <slot />
      </div>

      <section part="check" aria-labelledby={`${id}-check`}>
        {heading('Check a website address', `${id}-check`)}
        <form part="search" role="search" onSubmit={check} aria-labelledby={`${id}-check`}>
          <label part="field-label" htmlFor={`${id}-query`}>
            Website address
          </label>
          <div part="row" className="field-row">
            <input
              part="input"
              className="field-control"
              id={`${id}-query`}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. broker-login.com"
              value={query}
              aria-controls={`${id}-list`}
              onChange={(event) => {
                setQuery(event.target.value);
                setVerdict(null);
              }}
            />
            <button part="button" className="accent-button" type="submit">
              Check
            </button>
          </div>
        </form>
        <div part="verdict" role="status" data-verdict={verdict?.status ?? ''}>
          {verdict?.status === 'listed' && (
            <p>
              <strong>{verdict.domain}</strong>: This domain is on our list of fraudulent sites. Do not enter your
              details or send money there.
            </p>
          )}
          {verdict?.status === 'not-listed' && (
            <p>
              <strong>{verdict.domain}</strong> is not on our list — that does not mean it is safe. Our only sites are
              the ones linked from this page.{' '}
              <button
                part="report-link"
                className="link"
                type="button"
                onClick={() => setReportSubject({ value: verdict.domain, at: systemClock.now() })}
              >
                Report this site
              </button>
            </p>
          )}
          {verdict?.status === 'invalid' && <p>Enter a website address, such as broker-login.com.</p>}
        </div>
        <p part="count" id={`${id}-count`}>
          {domains.length === 0
            ? 'No fraudulent domains are listed at the moment.'
            : query.trim()
              ? `${count.format(shown.length)} of ${count.format(domains.length)} known fraudulent domains match.`
              : `${count.format(domains.length)} known fraudulent domains.`}
        </p>
        {shown.length > 0 && (
          <ul part="domains" id={`${id}-list`} aria-labelledby={`${id}-count`} tabIndex={0}>
            {shown.map((domain) => (
              <li key={domain}>{domain}</li>
            ))}
          </ul>
        )}
      </section>

      <ReportForm
        host={host}
        url={src.trim() || `${pageConfig().formsApi}/api/report-fraud`}
        subject={reportSubject}
        heading={heading}
      />
    </div>
  );
}
