import { useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { TabList, TabPanel, useTabs } from '../../widgets/tabs/tab-list';
import type { Translate } from '../../platform/dom/words';
import type { QuoteLinks } from '../../widgets/quotes-table/feed-attributes';
import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { quotesTableWords } from '../../widgets/quotes-table/quotes-table.words';
import { quotesWidgetWords } from './quotes-widget.words';
import { fillLink, instrumentHref, slugFor } from '../../widgets/quotes-table/quotes-table.model';
import { FeedBar, QuotesTable } from '../../widgets/quotes-table/quotes-table';
import { useFeedState, usePricePause, useQuotesFeed, useTypicalSpreads } from '../../widgets/quotes-table/use-quotes';
import type { QuotesWidgetProps } from './quotes-widget.attributes';
import { activePairs, headerLabels, initialTab } from './quotes-widget.model';
import tabPills from '../../widgets/tabs/tab-pills.css';
import css from '../../widgets/quotes-table/quotes-table.css';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [tabPills, css];

/** quotes-widget's change cells are `data-field="change"` (docs/CONTRACT.md "Stable markers"). */
const CHANGE_FIELDS = { day: 'change', week: 'change' } as const;

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
  const { feed, started } = useQuotesFeed(ws_api, tokenUrl, instruments, host);
  const { paused, toggle } = usePricePause(props.paused);
  const { status } = useFeedState(feed, started, paused, host);
  const typical = useTypicalSpreads(useMemo(() => [...new Set([...slugs, ...instruments])], [slugs, instruments]));
  const locale = useLocale(host);
  const t = useWords(host, quotesWidgetWords, quotesTableWords);
  const regulator = props.regulator || pageConfig().regulator;
  const actions = rowActions(props, t, links, regulator);
  const rows = instruments.map((instrument, index) => ({
    instrument,
    name: instrumentNames[instrument] ?? instrument,
    href: instrumentHref(fullPathUrl, slugs[index]),
    typical: typical[slugs[index]!] ?? typical[instrument],
  }));

  const tabList = useTabs({ count: tabs.length, selected: current, onSelect: setActiveTab });
  // The tabs choose the rows of the one table, their panel.
  const table = (
    <QuotesTable
      feed={feed}
      rows={rows}
      columns={headerLabels(headerTitles, translations, t as (name: string) => string)}
      changeFields={CHANGE_FIELDS}
      code={abbreviation ? 'instrument' : 'none'}
      element="<quotes-widget>"
      actions={actions}
      actionsLabel={t('trade')}
      t={t}
      locale={locale}
      paused={paused}
    />
  );

  return (
    <div part="base">
      {translations.pricesAboveParagraph && <p part="intro">{translations.pricesAboveParagraph}</p>}
      {tabs.length > 0 && (
        <TabList tabs={tabList} items={tabs.map((tab) => ({ key: tab.name, label: tab.name }))} panels="one" />
      )}
      <FeedBar status={status} paused={paused} toggle={toggle} t={t} />
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
          {t('showAllInstruments')}
        </SafeLink>
      )}
    </div>
  );
}

function rowActions(
  props: QuotesWidgetProps,
  t: Translate<'sell' | 'buy' | 'trade'>,
  links: QuoteLinks,
  regulator: string,
) {
  const wanted = [
    { shown: props.showSellBtn, href: links.sellButtonLink, label: t('sell'), part: 'sell' },
    { shown: props.showBuyBtn, href: links.buyButtonLink, label: t('buy'), part: 'buy' },
    { shown: props.showTradeBtn, href: links.tradeButton, label: t('trade'), part: 'trade' },
  ];
  return wanted
    .filter((action) => action.shown && action.href)
    .map(({ label, href, part }) => ({ label, part, href: fillLink(href!, regulator) }));
}
