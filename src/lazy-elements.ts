/**
 * Elements fetched as their own chunk the first time their tag appears. This map is the only
 * place that references them, through import(), so the bundler splits each one out. The form
 * elements share one chunk: the form kit is most of their weight.
 */
import type { LazyRegistry } from './platform/lazy-loader';

export const FORM_TAGS = ['login-form', 'subscription-form'] as const;

const formElement = (tag: string) => ({
  chunk: 'forms',
  load: () => import('./forms/form-elements').then(({ formElements }) => ({ default: formElements[tag]! })),
});

export const lazyElements: LazyRegistry = {
  'site-popup': { chunk: 'site-popup', load: () => import('./elements/site-popup/site-popup.element') },
  ...Object.fromEntries(FORM_TAGS.map((tag) => [tag, formElement(tag)])),
};
