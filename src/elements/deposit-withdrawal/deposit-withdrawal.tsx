import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { depositWithdrawalWords } from './deposit-withdrawal.words';
import { useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import { RemoteState, type RemoteMessages } from '../../widgets/remote-content/remote-state';
import { SegmentedOptions } from '../../widgets/segmented/segmented';
import { SelectField } from '../../widgets/fields/fields';
import type { DepositWithdrawalProps } from './deposit-withdrawal.attributes';
import {
  chooseCurrency,
  countryOptions,
  currencyOptions,
  filterMethods,
  formatFee,
  formatMoney,
  formatTime,
  readMethodList,
  readMethods,
  regionName,
  type Direction,
  type PaymentMethod,
} from './deposit-withdrawal.model';
import segmentedCss from '../../widgets/segmented/segmented.css';
import controls from '../../styles/controls.css';
import figures from '../../styles/figures.css';
import css from './deposit-withdrawal.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [segmentedCss, controls, figures, css];

const DIRECTIONS: readonly Direction[] = ['deposit', 'withdrawal'];

export function DepositWithdrawal(props: DepositWithdrawalProps & HostProps) {
  const t = useWords(props.host, depositWithdrawalWords);
  const heading = props.heading || t('heading');
  const { methods: given, src, country: defaultCountry, currency: defaultCurrency, direction: initial } = props;
  const { formsApi } = pageConfig();
  const locale = useLocale(props.host);
  const fromAttribute = useMemo(() => readMethodList(given), [given]);
  // Methods in the attribute mean no request at all.
  const url = fromAttribute.length > 0 ? '' : src || `${formsApi}/api/payment-methods`;
  const remote = useRemoteContent(url, readMethods, '<deposit-withdrawal>');
  const methods: readonly PaymentMethod[] =
    fromAttribute.length > 0 ? fromAttribute : remote.status === 'ready' ? remote.data : [];

  const [direction, setDirection] = useState<Direction>(initial);
  const [country, setCountry] = useState(defaultCountry.trim().toUpperCase());
  const [wantedCurrency, setWantedCurrency] = useState(defaultCurrency.trim().toUpperCase());
  const name = (code: string) => regionName(code, locale);

  if (fromAttribute.length === 0 && remote.status !== 'ready') {
    const messages: RemoteMessages = { loading: t('loading'), empty: t('empty'), failed: t('failed') };
    return <RemoteState status={remote.status} messages={messages} label={heading} />;
  }

  const countries = countryOptions(methods, country, name);
  const currencies = currencyOptions(methods, direction, country);
  const currency = chooseCurrency(currencies, wantedCurrency);
  const shown = filterMethods(methods, { direction, country, currency });
  const place = { country: country && name(country), currency };
  // A currency is offered only where a method takes it: no method shown means no currency.
  const summary =
    shown.length === 0
      ? t(`no_${direction}${country ? '_in' : ''}`, place)
      : t(`${direction}_count${country ? '_in' : ''}${currency ? '_for' : ''}`, { ...place, count: shown.length });

  return (
    <section part="base" aria-label={heading}>
      <div part="filters">
        <fieldset part="toggle">
          <legend>{t('show_for')}</legend>
          <SegmentedOptions
            name="direction"
            options={DIRECTIONS.map((value) => ({ value, label: t(value) }))}
            value={direction}
            onChange={setDirection}
          />
        </fieldset>
        <SelectField
          label={t('country')}
          part="select country"
          value={country}
          options={['', ...countries]}
          text={(code) => (code ? name(code) : t('all_countries'))}
          onChange={setCountry}
        />
        <SelectField
          label={t('currency')}
          part="select currency"
          value={currency}
          options={currencies}
          disabled={currencies.length === 0}
          onChange={setWantedCurrency}
        />
      </div>
      <p part="count" role="status" aria-atomic="true">
        {summary}
      </p>
      {shown.length === 0 ? (
        <p part="empty">{t('none_shown')}</p>
      ) : (
        <ul part="list">
          {shown.map((method) => {
            const terms = method[direction]!;
            return (
              <li key={method.id} part="method" data-method={method.id}>
                <p part="name">
                  {method.name} <span part="type">{t(method.type)}</span>
                </p>
                <dl part="terms" className="figures">
                  <div>
                    <dt>{t('fee')}</dt>
                    <dd data-field="fee">{formatFee(terms, currency, locale, t('free'))}</dd>
                  </div>
                  <div>
                    <dt>{t('time')}</dt>
                    <dd data-field="time">{formatTime(terms.time, locale, t('instant'))}</dd>
                  </div>
                  <div>
                    <dt>{t('minimum')}</dt>
                    <dd data-field="minimum">
                      {terms.minAmount === null ? t('no_minimum') : formatMoney(terms.minAmount, currency, locale)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('currencies')}</dt>
                    <dd data-field="currencies">{method.currencies.join(', ')}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
