import { useWords } from '../../platform/hooks/use-words';
import { articleShareWords } from './article-share.words';
import { useEffect, useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageTitle } from '../../platform/dom/page-state';
import { openShareWindow } from '../../widgets/share/open-share-window';
import { NetworkIcon } from '../../widgets/share/share-icons';
import { pageUrlToShare, shareLinks } from '../../widgets/share/share.model';
import shareCss from '../../widgets/share/share.css';
import css from './article-share.css';
import type { ArticleShareProps } from './article-share.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [shareCss, css];

function canonicalUrl(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
}

export function ArticleShare({
  host,
  url,
  title,
  label: labelGiven,
  shareLabel: shareLabelGiven,
}: ArticleShareProps & HostProps) {
  const t = useWords(host, articleShareWords);
  const label = labelGiven || t('label');
  const shareLabel = shareLabelGiven || t('share');
  const target = useMemo(() => pageUrlToShare(url, { canonical: canonicalUrl(), location: location.href }), [url]);
  const shared = { url: target.url, title: title.trim() || pageTitle() };
  const links = shareLinks(shared.url, shared.title);
  const canShareNatively = typeof navigator.share === 'function';

  useEffect(() => {
    if (target.problem) console.error(`<article-share>: ${target.problem}; sharing the page's own URL.`);
  }, [target.problem]);

  const shareNatively = () => {
    navigator.share(shared).catch((error: Error) => {
      // The visitor closing the share sheet is no error.
      if (error.name !== 'AbortError') console.warn(`<article-share>: the browser could not share (${error.name}).`);
    });
  };

  return (
    <ul part="list" aria-label={label}>
      {canShareNatively && (
        <li>
          <button type="button" part="link native-share" onClick={shareNatively}>
            <NetworkIcon network="share" />
            {shareLabel}
          </button>
        </li>
      )}
      {links.map((link) => (
        <li key={link.network}>
          <SafeLink
            part="link"
            href={link.href}
            source="<article-share> share link"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('share_on', { network: link.name })}
            title={t('share_on', { network: link.name })}
            data-network={link.network}
            onClick={(event) => openShareWindow(event.nativeEvent, event.currentTarget)}
          >
            <NetworkIcon network={link.network} />
          </SafeLink>
        </li>
      ))}
    </ul>
  );
}
