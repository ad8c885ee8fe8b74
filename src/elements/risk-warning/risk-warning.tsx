import { useWords } from '../../platform/hooks/use-words';
import { riskWarningWords } from './risk-warning.words';
import { useEffect, useId, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { throttle } from '../../platform/dom/throttle';
import { whenIdle } from '../../platform/dom/when-idle';
import { riskWarningCookie } from '../../services/cookies/site-cookies';
import { SCROLL_THROTTLE_MS, collapsesOnScroll } from './risk-warning.model';
import type { RiskWarningProps } from './risk-warning.attributes';
import sheet from './risk-warning.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [sheet];

/** A page never idle still has its header counted as a bar this soon. */
const STICKY_CHECK_WITHIN_MS = 2_000;

/**
 * The regulator's risk warning. Collapsed it still shows its first line: the warning is never
 * out of sight. Only the visitor's own toggle is remembered (cookie `riskWarningClosed`); the
 * collapse on scrolling down a small screen is not.
 */
export function RiskWarning({ label: labelGiven, toggleLabel: toggleLabelGiven, host }: RiskWarningProps & HostProps) {
  const t = useWords(host, riskWarningWords);
  const label = labelGiven || t('label');
  const toggleLabel = toggleLabelGiven || t('toggle');
  const { regulator } = pageConfig();
  const textId = useId();
  const [expanded, setExpanded] = useState(() => !riskWarningCookie.closedFor(regulator));

  useEffect(() => {
    host.dataset.state = expanded ? 'expanded' : 'collapsed';
  }, [host, expanded]);

  useEffect(() => {
    let previousY = scrollY;
    const onScroll = throttle(() => {
      if (collapsesOnScroll(previousY, scrollY, innerWidth)) setExpanded(false);
      previousY = scrollY;
    }, SCROLL_THROTTLE_MS);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);

  // Inside a host's sticky or fixed header, that header is a bar over the page (2.4.11). The
  // bars' owner is loaded for it: this element is eager, and the owner is the lazy bars' code.
  // The ancestors' styles are read once the page is idle: read while it is built, each read would
  // compute the styles of a half-built page.
  useEffect(() => {
    let unregister: (() => void) | null = null;
    let gone = false;
    const cancel = whenIdle(() => {
      void import('../../platform/dom/page-bars').then(({ registerStickyAncestor }) => {
        if (!gone) unregister = registerStickyAncestor('risk-warning', host);
      });
    }, STICKY_CHECK_WITHIN_MS);
    return () => {
      gone = true;
      cancel();
      unregister?.();
    };
  }, [host]);

  const toggle = () => {
    if (expanded) riskWarningCookie.close(regulator);
    else riskWarningCookie.clear();
    setExpanded(!expanded);
  };

  return (
    <section part="base" aria-label={label}>
      <div part="text" id={textId}>
        <slot />
      </div>
      <button
        type="button"
        part="toggle"
        aria-label={toggleLabel}
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={toggle}
      >
        <site-icon name={expanded ? 'expand_less_24' : 'expand_more_24'} />
      </button>
    </section>
  );
}
