import { useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { quotesTableWords } from '../../widgets/quotes-table/quotes-table.words';
import { cryptoWidgetWords } from './crypto-widget.words';
import { instrumentHref, slugFor, splitPairs } from '../../widgets/quotes-table/quotes-table.model';
import { FeedBar, QuotesTable } from '../../widgets/quotes-table/quotes-table';
import { useFeedState, usePricePause, useQuotesFeed } from '../../widgets/quotes-table/use-quotes';
import css from '../../widgets/quotes-table/quotes-table.css';
import type { CryptoWidgetProps } from './crypto-widget.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** The contract's markers of the change cells (docs/CONTRACT.md "Stable markers"). */
const CHANGE_FIELDS = { day: 'd_c', week: 'w_c' } as const;
const COLUMNS = ['symbol', 'bid', 'ask', 'change_day', 'change_week'] as const;

/** The crypto quotes table: name, symbol, bid, ask, day and week change (docs/RULES.md §3, 9). */
export function CryptoWidget(props: CryptoWidgetProps & HostProps) {
  const { pairs, tokenUrl, ws_api, instrumentNames, instrumentSlugs, fullPathUrl, host } = props;
  const t = useWords(host, cryptoWidgetWords, quotesTableWords);
  const instruments = useMemo(() => splitPairs(pairs), [pairs]);
  const { feed, started } = useQuotesFeed(ws_api, tokenUrl, instruments, host);
  const { paused, toggle } = usePricePause(props.paused);
  const { status } = useFeedState(feed, started, paused, host);
  const rows = instruments.map((instrument) => ({
    instrument,
    name: instrumentNames[instrument] ?? instrument,
    href: instrumentHref(fullPathUrl, slugFor(instrument, instrumentSlugs)),
    typical: undefined,
  }));
  return (
    <div part="base">
      <FeedBar status={status} paused={paused} toggle={toggle} t={t} />
      <QuotesTable
        feed={feed}
        rows={rows}
        columns={COLUMNS.map((name) => ({ name, label: t(name) }))}
        changeFields={CHANGE_FIELDS}
        code="symbol"
        element="<crypto-widget>"
        actions={[]}
        actionsLabel=""
        locale={useLocale(host)}
        t={t}
        paused={paused}
        className="coins"
      />
    </div>
  );
}
