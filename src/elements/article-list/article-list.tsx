import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { articleListWords } from './article-list.words';
import { useLayoutEffect, useRef } from 'react';
import { systemClock } from '../../platform/dom/clock';
import { pageConfig } from '../../platform/dom/page-config';
import type { HostProps } from '../../platform/runtime/define-element';
import { ArticleSkeleton, ArticleTeaser } from '../../widgets/articles/article-teaser';
import { fillText } from '../../widgets/articles/article-text';
import { useDayjsLocale } from '../../widgets/articles/use-dayjs-locale';
import { StateNotice } from '../../widgets/remote-content/remote-state';
import { pageSize as toPageSize } from './article-list.model';
import { useArticlePages } from './use-article-pages';
import type { ArticleListProps } from './article-list.attributes';
import teaser from '../../widgets/articles/article-teaser.css';
import cardsCss from '../../styles/cards.css';
import css from './article-list.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [cardsCss, teaser, css];

/** The default `src`: the forms API's article list (docs/RULES.md §7). */
export const defaultArticlesSrc = () => `${pageConfig().formsApi}/api/articles`;

export function ArticleList(given: ArticleListProps & HostProps) {
  const t = useWords(given.host, articleListWords);
  const props = {
    ...given,
    label: given.label || t('label'),
    moreLabel: given.moreLabel || t('more'),
    loadingLabel: given.loadingLabel || t('loading'),
    emptyText: given.emptyText || t('empty'),
    errorText: given.errorText || t('error'),
    moreErrorText: given.moreErrorText || t('more_error'),
    retryLabel: given.retryLabel || t('retry'),
    readingTimeLabel: given.readingTimeLabel || t('reading_time'),
  };
  const perPage = toPageSize(props.pageSize);
  const src = props.src || defaultArticlesSrc();
  const pages = useArticlePages(src, perPage);
  const locale = useDayjsLocale(useLocale(given.host));
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const headingLevel = Math.min(6, Math.max(2, Math.round(props.headingLevel) || 3));
  const ready = pages.status === 'ready' && locale !== null;
  const now = systemClock.now();

  // After "Load more", focus goes to the first new article, so keyboard and screen-reader
  // visitors continue where the new content starts (the button may be gone at the end).
  useLayoutEffect(() => {
    if (pages.firstNew !== null) links.current[pages.firstNew]?.focus();
  }, [pages.firstNew, pages.articles.length]);

  let announcement = '';
  if (pages.status === 'loading' || (pages.status === 'ready' && !locale)) announcement = props.loadingLabel;
  else if (ready && pages.page > 1) {
    const shown = pages.articles.length;
    announcement = given.countLabel ? fillText(given.countLabel, { shown }) : t('count', { shown, count: shown });
  }

  return (
    <section part="base" aria-label={props.label} aria-busy={announcement === props.loadingLabel}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {pages.status === 'failed' && (
        <StateNotice kind="failed" text={props.errorText} retry={{ label: props.retryLabel, onRetry: pages.retry }} />
      )}
      {pages.status === 'empty' && <StateNotice kind="empty" text={props.emptyText} />}
      {(pages.status === 'loading' || (pages.status === 'ready' && !ready)) && (
        <>
          <ul part="list" aria-hidden="true">
            {Array.from({ length: perPage }, (_, index) => (
              <li key={index}>
                <ArticleSkeleton />
              </li>
            ))}
          </ul>
          {/* The "Load more" button's place is held too: most lists have another page. */}
          <div part="footer" aria-hidden="true">
            <span className="button-placeholder" />
          </div>
        </>
      )}
      {ready && (
        <>
          <ul part="list">
            {pages.articles.map((article, index) => (
              <li key={article.id}>
                <ArticleTeaser
                  tag="article-list"
                  article={article}
                  headingLevel={headingLevel}
                  locale={locale}
                  now={now}
                  readingTimeLabel={props.readingTimeLabel}
                  linkRef={(link) => void (links.current[index] = link)}
                />
              </li>
            ))}
            {pages.more === 'loading' &&
              Array.from({ length: perPage }, (_, index) => (
                <li key={`skeleton-${index}`} aria-hidden="true">
                  <ArticleSkeleton />
                </li>
              ))}
          </ul>
          {pages.more === 'failed' && <p part="more-error">{props.moreErrorText}</p>}
          {pages.hasMore && (
            <div part="footer">
              <button
                type="button"
                part="button more"
                aria-disabled={pages.more === 'loading' ? true : undefined}
                onClick={pages.loadMore}
              >
                {pages.more === 'failed' ? props.retryLabel : props.moreLabel}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
