/**
 * What a visitor typed, kept in sessionStorage until the form succeeds, so a reload or a crash
 * loses nothing. Never a password or a one-time code: the caller passes only kept fields, and
 * data values under secret-looking names are dropped here as well. Storage can be refused
 * (private mode, quota): then the form simply works without memory.
 */
import type { FormValues } from './field-rules';

export interface FormSnapshot {
  step: string;
  values: FormValues;
  data: Record<string, unknown>;
}

/** A password, a one-time code, a captcha or session token, a reset link's hash; ids such as otp_code_id may stay. */
const SECRET = /password|^code$|token|^hash$/i;
const PREFIX = 'site-form:';

export interface FormMemory {
  read(): FormSnapshot | null;
  write(snapshot: FormSnapshot): void;
  clear(): void;
}

export function formMemory(key: string, storage: () => Storage = () => sessionStorage): FormMemory {
  const name = PREFIX + key;
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    read: () => attempt(() => parseSnapshot(storage().getItem(name)), null),
    write: ({ step, values, data }) =>
      attempt(
        () =>
          storage().setItem(name, JSON.stringify({ step, values: withoutSecrets(values), data: withoutSecrets(data) })),
        undefined,
      ),
    clear: () => attempt(() => storage().removeItem(name), undefined),
  };
}

function withoutSecrets<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !SECRET.test(name)));
}

function parseSnapshot(text: string | null): FormSnapshot | null {
  if (!text) return null;
  const parsed = JSON.parse(text) as Partial<FormSnapshot> | null;
  if (typeof parsed?.step !== 'string' || typeof parsed.values !== 'object' || typeof parsed.data !== 'object')
    return null;
  const values = Object.fromEntries(
    Object.entries(parsed.values ?? {}).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
  );
  return { step: parsed.step, values, data: parsed.data ?? {} };
}
