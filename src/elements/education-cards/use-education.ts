/** The education items from `url` through loadContent, with a retry; unmounting cancels. */
import { useCallback, useEffect, useState } from 'react';
import { loadContent } from '../../services/content/content-source';
import type { RemoteContent } from '../../widgets/remote-content/use-remote-content';
import { readEducation, type EducationItem } from './education-cards.model';

export function useEducation(url: string): RemoteContent<EducationItem[]> & { retry(): void } {
  const [state, setState] = useState<{ key: string; result: RemoteContent<EducationItem[]> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${url}`;

  useEffect(() => {
    const abort = new AbortController();
    void loadContent(url, readEducation, { signal: abort.signal, who: '<education-cards>' }).then((result) => {
      if (!abort.signal.aborted) setState({ key: `${attempt} ${url}`, result });
    });
    return () => abort.abort();
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...(state?.key === key ? state.result : { status: 'loading' as const }), retry };
}
