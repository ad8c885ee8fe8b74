import { useEffect, useRef } from 'react';

/** Logs `message` once for each `key` it is given with (a re-render with the same key is quiet). */
export function useConsoleErrorOnce(message: string | null, key: unknown) {
  const logged = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (message === null) {
      logged.current = null;
      return;
    }
    if (logged.current && Object.is(logged.current.key, key)) return;
    logged.current = { key };
    console.error(message);
  }, [message, key]);
}
