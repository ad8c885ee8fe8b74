/**
 * Elements fetched as their own chunk the first time their tag appears. This map is the only
 * place that references them, through import(), so the bundler splits each one out.
 */
import type { LazyRegistry } from './platform/lazy-loader';

export const lazyElements: LazyRegistry = {
  'site-popup': { chunk: 'site-popup', load: () => import('./elements/site-popup/site-popup.element') },
};
