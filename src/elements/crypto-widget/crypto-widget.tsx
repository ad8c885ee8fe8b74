import { memo, useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { formatPrice, quoteDecimals } from '../../services/quotes';
import type { QuotesFeed } from '../../services/quotes-feed';
import { ChangeCell } from '../../widgets/quotes-table/change-cell';
import { instrumentHref, slugFor, splitPairs } from '../../widgets/quotes-table/quotes-table.model';
import { useFeedStatus, useQuote, useQuotesFeed } from '../../widgets/quotes-table/use-quotes';
import css from '../../widgets/quotes-table/quotes-table.css';
import type { CryptoWidgetProps } from './crypto-widget.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** The crypto quotes table: name, symbol, bid, ask, day and week change (docs/RULES.md §3, 9). */
export function CryptoWidget(props: CryptoWidgetProps & HostProps) {
  const { pairs, tokenUrl, ws_api, instrumentNames, instrumentSlugs, fullPathUrl, translations, host } = props;
  const instruments = useMemo(() => splitPairs(pairs), [pairs]);
  const feed = useQuotesFeed(ws_api, tokenUrl, instruments, host);
  const status = useFeedStatus(feed, host);
  const locale = pageConfig().locale;
  return (
    <table part="table" className="coins" data-status={status ?? undefined}>
      <thead>
        <tr>
          <th scope="col">{translations.symbol ?? 'Symbol'}</th>
          <th scope="col">{translations.bid ?? 'Bid'}</th>
          <th scope="col">{translations.ask ?? 'Ask'}</th>
          <th scope="col" data-column="change_day">
            {translations.change_day ?? 'Day change'}
          </th>
          <th scope="col" data-column="change_week">
            {translations.change_week ?? 'Week change'}
          </th>
        </tr>
      </thead>
      <tbody>
        {instruments.map((instrument) => (
          <CryptoRow
            key={instrument}
            feed={feed}
            instrument={instrument}
            name={instrumentNames[instrument] ?? instrument}
            href={instrumentHref(fullPathUrl, slugFor(instrument, instrumentSlugs))}
            locale={locale}
          />
        ))}
      </tbody>
    </table>
  );
}

interface CryptoRowProps {
  feed: QuotesFeed | null;
  instrument: string;
  name: string;
  href: string | null;
  locale: string;
}

const CryptoRow = memo(function CryptoRow({ feed, instrument, name, href, locale }: CryptoRowProps) {
  const quote = useQuote(feed, instrument);
  const decimals = quote ? quoteDecimals(quote, undefined) : 0;
  return (
    <tr part="row" data-instrument={instrument} data-state={quote?.state ?? 'down'}>
      <th scope="row" data-field="name">
        {href ? (
          <SafeLink href={href} source='<crypto-widget> "full-path-url"'>
            {name}
          </SafeLink>
        ) : (
          name
        )}
        <span className="code" data-field="symbol">
          {quote?.symbol ?? instrument}
        </span>
      </th>
      <td data-field="bid">{formatPrice(quote?.bid, decimals, locale)}</td>
      <td data-field="ask">{formatPrice(quote?.ask, decimals, locale)}</td>
      <ChangeCell field="d_c" column="change_day" value={quote?.d_c} locale={locale} />
      <ChangeCell field="w_c" column="change_week" value={quote?.w_c} locale={locale} />
    </tr>
  );
});
