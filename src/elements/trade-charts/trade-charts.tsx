import { useWords } from '../../platform/hooks/use-words';
import { tradeChartsWords } from './trade-charts.words';
import { useEffect, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { own } from '../../platform/dom/own';
import { pageConfig } from '../../platform/dom/page-config';
import {
  changeDirection,
  formatCryptoChange,
  formatPrice,
  getDayChanges,
  type DayChanges,
} from '../../services/quotes';
import { sparklinePath } from './trade-charts.sparkline.model';
import css from './trade-charts.css';
import type { TradeChartsProps } from './trade-charts.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DayChanges };

const WIDTH = 120;
const HEIGHT = 40;

/** The day-change card: per stock its last bid, day change and the day's line. */
export function TradeCharts({ instruments, host }: TradeChartsProps & HostProps) {
  const t = useWords(host, tradeChartsWords);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const list = instruments.join(',');
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    getDayChanges(list.split(',')).then(
      (data) => current && setLoad({ status: 'ready', data }),
      (error: unknown) => {
        console.error('<trade-charts>: the day changes could not be loaded', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => void (current = false);
  }, [list]);

  if (load.status === 'error') {
    return (
      <p part="error" role="status">
        <slot name="error">{t('unavailable')}</slot>
      </p>
    );
  }
  const locale = pageConfig().locale;
  return (
    <ul part="cards" aria-busy={load.status === 'loading'}>
      {list.split(',').map((instrument) => {
        const day = load.status === 'ready' ? own(load.data, instrument) : undefined;
        const change = day?.d_c;
        const direction = changeDirection(change);
        return (
          <li part="card" key={instrument} data-instrument={instrument} data-state={direction}>
            <span className="name">{instrument}</span>
            <span data-field="bid">{formatPrice(day?.bid, 2, locale)}</span>
            <span data-field="change" className={`change ${direction}`}>
              {direction !== 'flat' && <span aria-hidden="true">{direction === 'up' ? '▲ ' : '▼ '}</span>}
              <span className="visually-hidden">{direction === 'flat' ? '' : `${direction} `}</span>
              {formatCryptoChange(change, locale)}
            </span>
            <svg part="sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true">
              <path d={sparklinePath(day?.chart.points ?? [], WIDTH, HEIGHT)} />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
