/** Whether a value from data (JSON, a message, an attribute) is a plain record: an object, not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
