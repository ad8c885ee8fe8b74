/** The dayjs locale name for `pageLocale` once its data is loaded; null until then. */
import { useEffect, useState } from 'react';
import { loadDayjsLocale } from './dayjs-locale';

export function useDayjsLocale(pageLocale: string): string | null {
  const [state, setState] = useState<{ for: string; name: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadDayjsLocale(pageLocale).then((name) => current && setState({ for: pageLocale, name }));
    return () => void (current = false);
  }, [pageLocale]);
  return state?.for === pageLocale ? state.name : null;
}
