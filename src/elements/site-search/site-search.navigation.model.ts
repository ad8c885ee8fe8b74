/** Arrow keys between the search box (stop 0) and the result links (stops 1..n); null for other keys. Pure. */
export function nextStop(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  return null;
}
