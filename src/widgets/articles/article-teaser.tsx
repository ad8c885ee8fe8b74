/**
 * One article as a teaser card: image, linked title, date and reading time, summary. Shared by
 * article-list (one per article) and article-card (a single one). The whole card is the title
 * link's target (a stretched link), so the card reads as one link to assistive technology.
 */
import { createElement, type Ref } from 'react';
import { SafeLink } from '../../platform/hooks/safe-link';
import { safeMediaUrl } from '../../platform/dom/safe-address';
import type { Article } from './article-data';
import { articleDate } from './article-dates';
import { readingTimeText } from './article-text';

export interface ArticleMetaProps {
  publishedAt: string | null;
  readingMinutes: number | null;
  /** The dayjs locale name (useDayjsLocale). */
  locale: string;
  now: number;
  readingTimeLabel: string;
}

/** "3 days ago · 5 min read", with the exact date in `<time datetime>` and a tooltip. */
export function ArticleMeta({ publishedAt, readingMinutes, locale, now, readingTimeLabel }: ArticleMetaProps) {
  const date = publishedAt ? articleDate(publishedAt, now, locale) : null;
  const reading = readingMinutes ? readingTimeText(readingTimeLabel, readingMinutes, locale) : '';
  if (!date && !reading) return null;
  return (
    <p part="meta">
      {date && (
        <time dateTime={date.iso} title={date.relative ? date.full : undefined}>
          {date.text}
        </time>
      )}
      {date && reading && <span aria-hidden="true"> · </span>}
      {reading && <span>{reading}</span>}
    </p>
  );
}

export interface ArticleTeaserProps {
  /** The element's tag, for console messages. */
  tag: string;
  article: Article;
  headingLevel: number;
  locale: string;
  now: number;
  readingTimeLabel: string;
  linkRef?: Ref<HTMLAnchorElement>;
}

export function ArticleTeaser({
  tag,
  article,
  headingLevel,
  locale,
  now,
  readingTimeLabel,
  linkRef,
}: ArticleTeaserProps) {
  return (
    <article part="article" data-article-id={article.id}>
      <div part="media">
        {article.image && (
          <img
            src={safeMediaUrl(article.image, 'article "image"') ?? undefined}
            alt={article.imageAlt}
            loading="lazy"
            decoding="async"
            width="640"
            height="360"
          />
        )}
      </div>
      <div part="body">
        {createElement(
          `h${headingLevel}`,
          { part: 'title' },
          <SafeLink ref={linkRef} href={article.url} source={`<${tag}> article "url"`} part="link">
            {article.title}
          </SafeLink>,
        )}
        <ArticleMeta
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
          locale={locale}
          now={now}
          readingTimeLabel={readingTimeLabel}
        />
        {article.summary && <p part="summary">{article.summary}</p>}
      </div>
    </article>
  );
}

/** The grey shape of a teaser while its article loads: the same box, so nothing moves after. */
export function ArticleSkeleton() {
  return (
    <div part="article skeleton" aria-hidden="true">
      <div part="media" />
      <div part="body">
        <span className="lines title" />
        <span className="lines meta" />
        <span className="lines summary" />
      </div>
    </div>
  );
}
