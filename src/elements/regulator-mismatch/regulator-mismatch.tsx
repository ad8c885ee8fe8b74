import { useWords } from '../../platform/hooks/use-words';
import { richText } from '../../platform/hooks/rich-text';
import { regulatorMismatchWords } from './regulator-mismatch.words';
import { useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { regulatorCookie } from '../../services/cookies';
import { regulatorNoticeCookie } from '../../services/cookies/notice-cookies';
import { regulatorMismatch, siteUrl } from './regulator-mismatch.model';
import { regulatorName } from '../../widgets/regulators/regulator-names';
import type { RegulatorMismatchProps } from './regulator-mismatch.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import iconButton from '../../styles/icon-button.css';
import sheet from './regulator-mismatch.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, sheet];

/** A site as a link when its URL is known, else its name. */
function Site({ text, url }: { text: string; url: string | undefined }) {
  return url ? (
    <SafeLink part="site" href={url} source="<regulator-mismatch> site URL">
      {text}
    </SafeLink>
  ) : (
    <span part="site">{text}</span>
  );
}

/**
 * Tells visitors whose regulator (cookie `oc_regulator_name`, docs/RULES.md §9) is not this page's
 * that the page belongs to another regulator's site, and offers both.
 */
export function RegulatorMismatch({
  host,
  sites,
  regulator,
  label: labelGiven,
  closeLabel: closeLabelGiven,
}: RegulatorMismatchProps & HostProps) {
  const t = useWords(host, regulatorMismatchWords);
  const label = labelGiven || t('label');
  const closeLabel = closeLabelGiven || t('close');
  const mismatch = regulatorMismatch(regulatorCookie.get(), regulator.trim() || pageConfig().regulator);
  const [closed, setClosed] = useState(false);

  if (!mismatch || closed || regulatorNoticeCookie.closedFor(mismatch.visitor, mismatch.page)) return null;

  const visitorName = regulatorName(mismatch.visitor);
  const pageName = regulatorName(mismatch.page);
  const close = () => {
    regulatorNoticeCookie.close(mismatch.visitor, mismatch.page);
    setClosed(true);
  };

  return (
    <section part="base" aria-label={label}>
      <div part="text">
        <p>{richText(t('text'), { page: <strong>{pageName}</strong>, visitor: visitorName })}</p>
        <slot />
      </div>
      <div part="sites">
        <Site text={t('go_to', { regulator: visitorName })} url={siteUrl(sites, mismatch.visitor, location.href)} />
        <Site text={t('stay_on', { regulator: pageName })} url={siteUrl(sites, mismatch.page, location.href)} />
      </div>
      <button part="close" className="icon-button" type="button" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
