import { useEffect, useMemo } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { describeLink, type DocumentType } from './document-link.model';
import css from './document-link.css';
import type { DocumentLinkProps } from './document-link.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { useWords } from '../../platform/hooks/use-words';
import { documentLinkWords } from './document-link.words';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** Material Symbols `picture_as_pdf` and `description`, on the 24-unit grid. */
const ICONS: Record<DocumentType, string> = {
  pdf: 'M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm0 14H8V4h12v12zM4 6H2v14c0 1.1.9 2 2 2h14v-2H4V6zm12 6V9c0-.55-.45-1-1-1h-2v5h2c.55 0 1-.45 1-1zm-2-3h1v3h-1V9zm4 2h1v-1h-1V9h1V8h-2v5h1zm-8 0h1c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1H9v5h1v-2zm0-2h1v1h-1V9z',
  html: 'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6zm4 18H6V4h7v5h5v11z',
};

/** A link to a PDF or a page, with its icon and, for a PDF, the "PDF, size" hint and a new tab. */
export function DocumentLink({ href, type, size, host }: DocumentLinkProps & HostProps) {
  const t = useWords(host, documentLinkWords);
  const link = useMemo(() => describeLink(href, type, size), [href, type, size]);

  useEffect(() => {
    host.dataset.type = link.type;
  }, [host, link.type]);
  useEffect(() => {
    if (link.error) console.error(`<document-link>: ${link.error}; showing the label without a link.`);
  }, [link.error]);

  if (!link.href) {
    return (
      <span part="label">
        <slot />
      </span>
    );
  }
  return (
    <SafeLink part="link" href={link.href} source='<document-link> "href"' target={link.newTab ? '_blank' : undefined}>
      <svg part="icon" viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        <path d={ICONS[link.type]} />
      </svg>
      <span part="label">
        <slot />
      </span>
      {link.hint && <span part="hint"> ({link.hint})</span>}
      {link.newTab && <span className="visually-hidden"> {t('new_tab')}</span>}
    </SafeLink>
  );
}
