import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { countrySwitcherWords } from './country-switcher.words';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { pageConfig } from '../../platform/dom/page-config';
import { visitorCountry } from '../../services/cookies/notice-cookies';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import {
  DEFAULT_COUNTRY_SITES,
  followableUrl,
  nameCountries,
  preselectedCountry,
  readCountrySites,
} from './country-switcher.model';
import { regulatorName } from '../../widgets/regulators/regulator-names';
import type { CountrySwitcherProps } from './country-switcher.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { navigateTo } from '../../platform/dom/safe-url';
import controls from '../../styles/controls.css';
import sheet from './country-switcher.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [controls, sheet];

const WHO = '<country-switcher>';

/** Where the list comes from: the attribute when it has entries, else the server. */
function useCountrySites({ countries, src }: Pick<CountrySwitcherProps, 'countries' | 'src'>) {
  const url = countries.length > 0 ? '' : src.trim() || `${pageConfig().formsApi}/api/country-sites`;
  const remote = useRemoteContent(url, readCountrySites, WHO);
  if (countries.length > 0) return { status: 'ready' as const, sites: countries };
  if (remote.status === 'ready') return { status: 'ready' as const, sites: remote.data };
  if (remote.status === 'failed') return { status: 'failed' as const, sites: DEFAULT_COUNTRY_SITES };
  return { status: remote.status, sites: [] };
}

/** A labelled country select and a Go button that takes the visitor to their regulator's site. */
export function CountrySwitcher(props: CountrySwitcherProps & HostProps) {
  const t = useWords(props.host, countrySwitcherWords);
  const label = props.label || t('label');
  const buttonLabel = props.buttonLabel || t('button');
  const { globalUrl, allowedOrigins, country, host } = props;
  const { status, sites } = useCountrySites(props);
  const { redirectOrigins } = pageConfig();
  const locale = useLocale(host);
  const named = useMemo(() => nameCountries(sites, locale), [sites, locale]);
  const preselected = preselectedCountry(named, country, visitorCountry());
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const id = useId();
  const code = chosen ?? preselected;
  const current = named.find((item) => item.code === code);

  const globalLink = (
    <SafeLink part="global-link" href={globalUrl} source='<country-switcher> "global-url"'>
      {t('global_link')}
    </SafeLink>
  );

  if (status === 'loading') {
    return (
      <div part="base" aria-busy="true">
        <label part="label" htmlFor={`${id}-select`}>
          {label}
        </label>
        <div part="row" className="field-row">
          <select part="select" className="field-control" id={`${id}-select`} disabled>
            <option>{t('loading')}</option>
          </select>
          <button part="button" className="accent-button" type="button" disabled>
            {buttonLabel}
          </button>
        </div>
      </div>
    );
  }

  if (status === 'empty') {
    return (
      <div part="base">
        <p part="notice" role="status">
          {t('empty')} {globalLink}
        </p>
      </div>
    );
  }

  const go = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) {
      setMessage(t('choose_first'));
      select.current?.focus();
      return;
    }
    const origins = [...redirectOrigins, ...allowedOrigins];
    // The public-suffix list is fetched only for a site on another origin than the page's; if
    // its chunk cannot load, only the page's origin and the allowed ones are followed.
    const target =
      followableUrl(current.url, location.href, origins) ??
      followableUrl(
        current.url,
        location.href,
        origins,
        await import('../../platform/dom/site-of').then(
          (module) => module.siteOf,
          () => undefined,
        ),
      );
    if (!target) {
      console.error(
        `${WHO}: not following "${current.url}" for ${current.code}: only http(s) URLs on this site or an allowed origin are followed.`,
      );
      setMessage(t('not_available', { country: current.name }));
      return;
    }
    setMessage('');
    if (emit(host, 'country-switch', { code: current.code, regulator: current.regulator, url: target })) {
      navigateTo(target, `${WHO}: country "${current.code}" url`);
    }
  };

  return (
    <form part="base" onSubmit={go} noValidate>
      {status === 'failed' && (
        <p part="notice" role="status">
          {t('failed')} {globalLink}
        </p>
      )}
      <label part="label" htmlFor={`${id}-select`}>
        {label}
      </label>
      <div part="row" className="field-row">
        <select
          part="select"
          className="field-control"
          id={`${id}-select`}
          ref={select}
          value={code}
          aria-describedby={`${id}-served`}
          onChange={(event) => {
            setChosen(event.target.value);
            setMessage('');
          }}
        >
          <option value="" disabled>
            {t('choose')}
          </option>
          {named.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
        <button part="button" className="accent-button" type="submit">
          {buttonLabel}
        </button>
      </div>
      <p part="served" className="field-hint" id={`${id}-served`}>
        {current?.regulator ? t('served_by', { regulator: regulatorName(current.regulator) }) : ''}
      </p>
      <p part="message" className="field-error" role="alert">
        {message}
      </p>
    </form>
  );
}
