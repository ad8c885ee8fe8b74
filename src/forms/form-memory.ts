/**
 * What a visitor typed, kept in sessionStorage until the form succeeds, so a reload or a crash
 * loses nothing, for 30 minutes after the last change. Never a password or a one-time code: the caller passes
 * only kept fields, and values and data under secret-looking names are dropped here as well.
 * Storage can be refused (private mode, quota): then the form simply works without memory.
 */
import { systemClock, type Clock } from '../platform/dom/clock';
import type { FormValues } from './field-rules';

export interface FormSnapshot {
  step: string;
  values: FormValues;
  data: Record<string, unknown>;
}

/** How long what was typed is kept: long enough for a reload, not for the next visitor of the computer. */
export const MEMORY_TTL_MS = 30 * 60_000;
const PREFIX = 'site-form:';

/** A word of a secret's name: a password, a PIN, a code, a token, a hash, a card's code, an answer. */
const SECRET_WORD = /(^|[^a-z])(pass[a-z]*|pwd|pin|otp|totp|mfa|code|token|hash|secret|cvv|cvc|csc|answer)([^a-z]|$)/;

/**
 * Whether a field or data name looks secret, by its words (`new_password`, `smsPin`, `card_cvv`,
 * `sms_code`); an id is none (`otp_code_id` names the code, it is not the code).
 */
export function isSecretName(name: string): boolean {
  const words = name.replace(/([a-z])(?=[A-Z])/g, '$1_').toLowerCase();
  return SECRET_WORD.test(words) && !/[^a-z]id$/.test(words);
}

export interface FormMemory {
  read(): FormSnapshot | null;
  write(snapshot: FormSnapshot): void;
  clear(): void;
}

export function formMemory(
  key: string,
  storage: () => Storage = () => sessionStorage,
  clock: Pick<Clock, 'now'> = systemClock,
): FormMemory {
  const name = PREFIX + key;
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    read: () =>
      attempt(() => {
        const snapshot = parseSnapshot(storage().getItem(name), clock.now());
        if (!snapshot) storage().removeItem(name); // expired or damaged: gone for good
        return snapshot;
      }, null),
    write: ({ step, values, data }) =>
      attempt(
        () =>
          storage().setItem(
            name,
            JSON.stringify({ step, values: withoutSecrets(values), data: withoutSecrets(data), at: clock.now() }),
          ),
        undefined,
      ),
    clear: () => attempt(() => storage().removeItem(name), undefined),
  };
}

function withoutSecrets<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !isSecretName(name)));
}

/** The snapshot, if whole and written less than MEMORY_TTL_MS ago (an entry without its time is older). */
function parseSnapshot(text: string | null, now: number): FormSnapshot | null {
  if (!text) return null;
  const parsed = JSON.parse(text) as (Partial<FormSnapshot> & { at?: unknown }) | null;
  if (typeof parsed?.step !== 'string' || typeof parsed.values !== 'object' || typeof parsed.data !== 'object')
    return null;
  const age = now - Number(parsed.at);
  if (!(age >= 0 && age < MEMORY_TTL_MS)) return null;
  const values = Object.fromEntries(
    Object.entries(parsed.values ?? {}).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
  );
  return { step: parsed.step, values, data: parsed.data ?? {} };
}
