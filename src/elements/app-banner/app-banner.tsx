import { aroundPlaceholder } from '../../platform/hooks/rich-text';
import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { appBannerWords } from './app-banner.words';
import { useEffect, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { breakpoints } from '../../styles/breakpoints';
import { appBannerCookie } from '../../services/cookies/notice-cookies';
import { detectPlatform, stars, storeLink, storeName, type Platform } from './app-banner.model';
import type { AppBannerProps } from './app-banner.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { usePageBar } from '../../platform/hooks/use-page-bar';
import { safeMediaUrl } from '../../platform/dom/safe-address';
import { localeNumberFormat } from '../../platform/dom/number-format';
import iconButton from '../../styles/icon-button.css';
import sheet from './app-banner.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [iconButton, sheet];

/**
 * A desktop-like screen: a desktop-wide window (docs/RULES.md §9: desktop from 992 px) whose
 * primary pointer is not a finger. A tablet in landscape is as wide but has a coarse pointer; a
 * desktop reports a fine one (or none, headless).
 */
const WIDE_QUERY = `(min-width: ${breakpoints.desktop}px)`;
const TOUCH_QUERY = '(pointer: coarse)';

function useDesktopScreen(): boolean {
  const isDesktop = () => matchMedia(WIDE_QUERY).matches && !matchMedia(TOUCH_QUERY).matches;
  const [desktop, setDesktop] = useState(isDesktop);
  useEffect(() => {
    const queries = [matchMedia(WIDE_QUERY), matchMedia(TOUCH_QUERY)];
    const update = () => setDesktop(isDesktop());
    update();
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return desktop;
}

/** The browser's own platform; `userAgentData` is Chromium's richer, structured answer. */
function browserPlatform(): Platform {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } }).userAgentData;
  return detectPlatform({
    userAgent: navigator.userAgent,
    uaPlatform: data?.platform,
    uaMobile: data?.mobile,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}

/** A smart-app banner fixed to the bottom of a phone's screen, with the store of the visitor's platform. */
export function AppBanner(props: AppBannerProps & HostProps) {
  const t = useWords(props.host, appBannerWords);
  const locale = useLocale(props.host);
  const name = props.name || t('name');
  const label = props.label || t('label');
  const buttonLabel = props.buttonLabel || t('button');
  const closeLabel = props.closeLabel || t('close');
  const { description, icon, rating, days } = props;
  const platform = props.platform === 'auto' ? browserPlatform() : props.platform;
  const desktop = useDesktopScreen();
  const [closed, setClosed] = useState(() => appBannerCookie.closed());
  const link = storeLink(platform, props);
  const bar = usePageBar<HTMLElement>('app-banner');

  if (closed || desktop || platform === 'desktop' || !link) return null;

  const close = () => {
    appBannerCookie.close(days);
    setClosed(true);
  };
  // The button's visible text inside the sentence that names the store for a screen reader.
  const [before, after] = aroundPlaceholder(t('button_on', { store: storeName(platform, props) }), 'button');
  const ratingText = rating
    ? localeNumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
    : '';

  return (
    <section ref={bar} part="base" aria-label={label}>
      <button part="close" className="icon-button" type="button" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {icon && (
        <img part="icon" src={safeMediaUrl(icon, '<app-banner> "icon"') ?? undefined} alt="" width="48" height="48" />
      )}
      <div part="text">
        <strong part="name">{name}</strong>
        {description && <span part="description">{description}</span>}
        {ratingText && (
          <span part="rating">
            <span aria-hidden="true" part="stars">
              {stars(rating).map((star, index) => (
                <span key={index} className={star}>
                  ★
                </span>
              ))}
            </span>{' '}
            <span aria-hidden="true">{ratingText}</span>
            <span className="visually-hidden">{t('rated', { rating: ratingText })}</span>
          </span>
        )}
      </div>
      <SafeLink part="store" href={link} source="<app-banner> store link" rel="noopener">
        {before && <span className="visually-hidden">{before}</span>}
        {buttonLabel}
        {after && <span className="visually-hidden">{after}</span>}
      </SafeLink>
    </section>
  );
}
