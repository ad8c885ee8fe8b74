/**
 * Time as the feed sees it: the platform's clock (wall-clock deadlines that survive throttled
 * timers), so a test's FakeClock in place of `systemClock` (useFakeClock) moves the feed's timers
 * too.
 */
export { systemClock, type Clock } from '../../platform/dom/clock';
