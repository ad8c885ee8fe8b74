/**
 * A consumer of the built package, compiled by `tsc -p test-types` against dist's declarations
 * (`npm test`, after the build). Each `@ts-expect-error` line must stay an error: a declaration
 * that loosened to `any` would make it unused, and fail the compile.
 */
import type {} from 'broker-site-elements/react';
import { pageConfig } from 'broker-site-elements';

export const page = pageConfig();

// JSX for a React 18 host: attributes are checked by name and type.
export const quotes = <quotes-widget pairs="EURUSD" show-buy-btn default-active-tab-index={1} />;
export const form = <signup-form no-captcha redirect="/welcome" translations='{"email":"E-Mail"}' />;
export const accordion = <admiral-accordion multiple className="faq" />;
export const demo = <demo-signup-form kind="simple" />;
// @ts-expect-error a number attribute takes no object
export const badNumber = <quotes-widget default-active-tab-index={{}} />;
// @ts-expect-error `kind` is one of forex, simple
export const badChoice = <demo-signup-form kind="crypto" />;
// @ts-expect-error no such attribute
export const unknownAttribute = <site-icon nmae="check_24" />;

// Properties: the tag's element type carries its props, typed as the schema parses them.
const widget = document.createElement('quotes-widget');
const pairs: readonly string[] = widget.pairs;
widget.defaultActiveTabIndex = 2;
// @ts-expect-error the property is parsed: a number, not its text
widget.defaultActiveTabIndex = '2';
const popup = document.querySelector('site-popup');
export const open: boolean | undefined = popup?.open;
export { pairs };

// Events: typed details in the global event map.
widget.addEventListener('feed-status', (event) => {
  const status: 'connecting' | 'live' | 'reconnecting' | 'stale' = event.detail.status;
  return status;
});
document.addEventListener('form-error', (event) => {
  const code: string = event.detail.code;
  // @ts-expect-error the detail has no such field
  return code + event.detail.field;
});
