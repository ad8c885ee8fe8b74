/**
 * Test data from a seeded generator, so a failing run can be repeated value for value. Each test
 * names its own seed: files run side by side against one backend, and their values must differ.
 */
export function seededRandom(seed: string): () => number {
  // The seed's FNV-1a hash starts mulberry32, a small generator whose sequences pass the usual
  // statistical checks; test data needs no more.
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** This test file's generator, seeded by the file's path (each test file is a bundle of its own). */
export const testRandom = seededRandom(new URL(import.meta.url).pathname);

/** A name no other test of the run uses: `prefix-` and eight base-36 digits from the file's generator. */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Math.floor(testRandom() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
