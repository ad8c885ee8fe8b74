import { attr, AttributeError, type PropsOf } from '../../platform/runtime/attributes';
import { normalizeHash } from './form-popup.model';

/** `open-account` or `#open-account`; anything else is refused with one error (no hash opens it). */
const fragment = attr.string('', (value) => {
  const result = normalizeHash(value);
  if ('problem' in result) throw new AttributeError(result.problem);
  return result.hash;
});

/** Milliseconds, zero or more. */
const delay = attr.number(2000, (value) => {
  const ms = Number(value.trim());
  if (!Number.isFinite(ms) || ms < 0) throw new AttributeError(`expected milliseconds (0 or more), got "${value}"`);
  return ms;
});

export const formPopupAttributes = {
  label: attr.string(),
  hash: fragment,
  closeLabel: attr.string(),
  successText: attr.string(),
  successDelay: delay,
};

export type FormPopupProps = PropsOf<typeof formPopupAttributes>;
