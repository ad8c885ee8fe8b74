import { useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { TabList, TabPanel, useTabs } from '../../widgets/tabs/tab-list';
import type { QuoteLinks, QuoteTranslations } from '../../widgets/quotes-table/feed-attributes';
import { fillLink, instrumentHref, slugFor, WORDING } from '../../widgets/quotes-table/quotes-table.model';
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
  const { text } = useFeedState(feed, started, paused, host);
  const typical = useTypicalSpreads(useMemo(() => [...new Set([...slugs, ...instruments])], [slugs, instruments]));
  const locale = pageConfig().locale;
  const regulator = props.regulator || pageConfig().regulator;
  const actions = rowActions(props, translations, links, regulator);
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
      columns={headerLabels(headerTitles, translations)}
      changeFields={CHANGE_FIELDS}
      code={abbreviation ? 'instrument' : 'none'}
      element="<quotes-widget>"
      actions={actions}
      actionsLabel={translations.trade ?? WORDING.trade}
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
      <FeedBar text={text} paused={paused} toggle={toggle} />
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
          {translations.showAllInstruments ?? WORDING.showAllInstruments}
        </SafeLink>
      )}
    </div>
  );
}

function rowActions(props: QuotesWidgetProps, translations: QuoteTranslations, links: QuoteLinks, regulator: string) {
  const wanted = [
    { shown: props.showSellBtn, href: links.sellButtonLink, label: translations.sell ?? WORDING.sell, part: 'sell' },
    { shown: props.showBuyBtn, href: links.buyButtonLink, label: translations.buy ?? WORDING.buy, part: 'buy' },
    { shown: props.showTradeBtn, href: links.tradeButton, label: translations.trade ?? WORDING.trade, part: 'trade' },
  ];
  return wanted
    .filter((action) => action.shown && action.href)
    .map(({ label, href, part }) => ({ label, part, href: fillLink(href!, regulator) }));
}
