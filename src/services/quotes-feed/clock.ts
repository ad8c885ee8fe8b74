/** Time as the feed sees it: the wall clock and timers, injected so tests can move them. */
export { systemClock, type Clock } from '../../platform/dom/clock';
