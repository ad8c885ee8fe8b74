/** `#caf%C3%A9` → `café`: a URL hash as the id or name it stands for; left as is when malformed. */
export function decodeHash(hash: string): string {
  const bare = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}
