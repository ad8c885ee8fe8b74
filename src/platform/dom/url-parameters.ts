/**
 * Takes query parameters out of the address bar (`history.replaceState`, no new history entry),
 * keeping the others and the `#fragment`: a secret read from the page URL (a reset link's hash)
 * must not stay where the Referer, a shared link or the next reload would carry it.
 */
export function dropUrlParameters(names: readonly string[]): void {
  const url = new URL(location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  for (const name of names) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}
