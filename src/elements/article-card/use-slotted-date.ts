/**
 * The publication date a template gives in `<time slot="date" datetime="…">`, kept up to date
 * when the light DOM changes; null when there is none.
 */
import { useEffect, useState } from 'react';

const read = (host: HTMLElement) =>
  host.querySelector(':scope > time[slot="date"]')?.getAttribute('datetime')?.trim() || null;

export function useSlottedDate(host: HTMLElement): string | null {
  const [date, setDate] = useState(() => read(host));
  useEffect(() => {
    const observer = new MutationObserver(() => setDate(read(host)));
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['datetime', 'slot'] });
    setDate(read(host));
    return () => observer.disconnect();
  }, [host]);
  return date;
}
