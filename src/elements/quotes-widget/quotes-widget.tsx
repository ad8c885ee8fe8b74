import { useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { TabList, TabPanel, useTabs } from '../../widgets/tabs/tab-list';
import type { QuoteLinks, QuoteTranslations } from '../../widgets/quotes-table/feed-attributes';
import { fillLink, instrumentHref, slugFor } from '../../widgets/quotes-table/quotes-table.model';
import type { QuotesWidgetProps } from './quotes-widget.attributes';
import { activePairs, headerLabels, initialTab } from './quotes-widget.model';
import { QuoteRow } from './quotes-widget.row';
import { useFeedStatus, useQuotesFeed, useStaleWatch, useTypicalSpreads } from '../../widgets/quotes-table/use-quotes';
import tabPills from '../../widgets/tabs/tab-pills.css';
import css from '../../widgets/quotes-table/quotes-table.css';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [tabPills, css];

const STATUS_TEXT = {
  connecting: 'Connecting to live prices…',
  reconnecting: 'Reconnecting to live prices…',
  stale: 'Prices may be delayed.',
} as const;

export function QuotesWidget(props: QuotesWidgetProps & HostProps) {
  const { pairs, tabs, defaultActiveTabIndex, tokenUrl, ws_api, instrumentNames, instrumentSlugs } = props;
  const { fullPathUrl, translations, links, headerTitles, abbreviation, host } = props;
  const [activeTab, setActiveTab] = useState(() => initialTab(tabs, defaultActiveTabIndex));
  const current = Math.min(activeTab, Math.max(0, tabs.length - 1));
  const instruments = useMemo(() => activePairs(pairs, tabs, current), [pairs, tabs, current]);
  const slugs = useMemo(
    () => instruments.map((pair) => slugFor(pair, instrumentSlugs)),
    [instruments, instrumentSlugs],
  );
  const feed = useQuotesFeed(ws_api, tokenUrl, instruments, host);
  const status = useFeedStatus(feed, host);
  const staleWatch = useStaleWatch();
  const typical = useTypicalSpreads(useMemo(() => [...new Set([...slugs, ...instruments])], [slugs, instruments]));
  const locale = pageConfig().locale;
  const columns = headerLabels(headerTitles, translations);
  const regulator = props.regulator || pageConfig().regulator;
  const actions = rowActions(props, translations, links, regulator);

  const tabList = useTabs({ count: tabs.length, selected: current, onSelect: setActiveTab });
  // The tabs choose the rows of the one table, their panel.
  const table = (
    <table part="table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.name} data-column={column.name}>
              {column.label}
            </th>
          ))}
          {actions.length > 0 && (
            <th scope="col" className="actions">
              <span className="visually-hidden">{translations.trade ?? 'Trade'}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {instruments.map((instrument, index) => (
          <QuoteRow
            key={instrument}
            feed={feed}
            instrument={instrument}
            name={instrumentNames[instrument] ?? instrument}
            code={abbreviation ? instrument : null}
            href={instrumentHref(fullPathUrl, slugs[index])}
            typical={typical[slugs[index]!] ?? typical[instrument]}
            staleWatch={staleWatch}
            locale={locale}
            columns={columns.map((column) => column.name)}
            actions={actions}
          />
        ))}
      </tbody>
    </table>
  );

  return (
    <div part="base" data-status={status ?? undefined}>
      {translations.pricesAboveParagraph && <p part="intro">{translations.pricesAboveParagraph}</p>}
      {tabs.length > 0 && (
        <TabList tabs={tabList} items={tabs.map((tab) => ({ key: tab.name, label: tab.name }))} panels="one" />
      )}
      {status && status !== 'live' && (
        <p part="status" role="status">
          {STATUS_TEXT[status]}
        </p>
      )}
      {tabs.length > 0 ? (
        <TabPanel tabs={tabList} focusable={false}>
          {table}
        </TabPanel>
      ) : (
        table
      )}
      {links.showInstruments && (
        <SafeLink
          part="all-instruments"
          href={fillLink(links.showInstruments, regulator)}
          source='<quotes-widget> "links"'
        >
          {translations.showAllInstruments ?? 'Show all instruments'}
        </SafeLink>
      )}
    </div>
  );
}

function rowActions(props: QuotesWidgetProps, translations: QuoteTranslations, links: QuoteLinks, regulator: string) {
  const wanted = [
    { shown: props.showSellBtn, href: links.sellButtonLink, label: translations.sell ?? 'Sell', part: 'sell' },
    { shown: props.showBuyBtn, href: links.buyButtonLink, label: translations.buy ?? 'Buy', part: 'buy' },
    { shown: props.showTradeBtn, href: links.tradeButton, label: translations.trade ?? 'Trade', part: 'trade' },
  ];
  return wanted
    .filter((action) => action.shown && action.href)
    .map(({ label, href, part }) => ({ label, part, href: fillLink(href!, regulator) }));
}
