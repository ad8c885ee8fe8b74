import { createElement, useId, useMemo, useState, type FormEvent } from 'react';
import { systemClock } from '../../platform/dom/clock';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { richText } from '../../platform/hooks/rich-text';
import { useWords } from '../../platform/hooks/use-words';
import { filterDomains, lookUpDomain, type Verdict } from './stolen-accounts.model';
import { ReportForm } from './stolen-accounts.report';
import type { StolenAccountsProps } from './stolen-accounts.attributes';
import controls from '../../styles/controls.css';
import link from '../../styles/link.css';
import { stolenAccountsWords } from './stolen-accounts.words';
import sheet from './stolen-accounts.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [controls, link, sheet];

/** A notice on fraudulent look-alike sites: a searchable list of known domains and a report form. */
export function StolenAccounts({ domains, src, headingLevel, host }: StolenAccountsProps & HostProps) {
  const t = useWords(host, stolenAccountsWords);
  const id = useId();
  const [query, setQuery] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reportSubject, setReportSubject] = useState<{ value: string; at: number } | null>(null);
  const shown = useMemo(() => filterDomains(domains, query), [domains, query]);
  const level = Math.min(6, Math.max(2, Math.round(headingLevel)));
  const heading = (text: string, headingId: string) =>
    createElement(`h${level}`, { part: 'heading', id: headingId }, text);

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
        {heading(t('check_heading'), `${id}-check`)}
        <form part="search" role="search" onSubmit={check} aria-labelledby={`${id}-check`}>
          <label part="field-label" htmlFor={`${id}-query`}>
            {t('address_label')}
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
              placeholder={t('address_placeholder')}
              aria-controls={`${id}-list`}
              onChange={(event) => {
                setQuery(event.target.value);
                setVerdict(null);
              }}
            />
            <button part="button" className="accent-button" type="submit">
              {t('check')}
            </button>
          </div>
        </form>
        <div part="verdict" role="status" data-verdict={verdict?.status ?? ''}>
          {verdict?.status === 'listed' && (
            <p>{richText(t('listed'), { domain: <strong>{verdict.domain}</strong> })}</p>
          )}
          {verdict?.status === 'not-listed' && (
            <p>
              {richText(t('not_listed'), { domain: <strong>{verdict.domain}</strong> })}{' '}
              <button
                part="report-link"
                className="link"
                type="button"
                onClick={() => setReportSubject({ value: verdict.domain, at: systemClock.now() })}
              >
                {t('report_site')}
              </button>
            </p>
          )}
          {verdict?.status === 'invalid' && <p>{t('invalid_address')}</p>}
        </div>
        <p part="count" id={`${id}-count`}>
          {domains.length === 0
            ? t('none_listed')
            : query.trim()
              ? t('matching', { shown: shown.length, count: domains.length })
              : t('known', { count: domains.length })}
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
        t={t}
      />
    </div>
  );
}
