/**
 * Idempotency keys: one random UUID (v4) per logical submission. The server answers a repeated
 * key with the first answer instead of acting twice, so a retry is never a second account.
 */

/** crypto.randomUUID exists only in secure contexts; getRandomValues also works on a plain-http partner page. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
