import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { articleCardWords } from './article-card.words';
import { pageConfig } from '../../platform/dom/page-config';
import { systemClock } from '../../platform/dom/clock';
import type { HostProps } from '../../platform/runtime/define-element';
import { articleDate } from '../../widgets/articles/article-dates';
import { ArticleMeta, ArticleSkeleton, ArticleTeaser } from '../../widgets/articles/article-teaser';
import { useDayjsLocale } from '../../widgets/articles/use-dayjs-locale';
import { StateNotice } from '../../widgets/remote-content/remote-state';
import { articleUrl, headingLevel as toHeadingLevel } from './article-card.model';
import { useArticle } from './use-article';
import { useSlottedDate } from './use-slotted-date';
import type { ArticleCardProps } from './article-card.attributes';
import teaser from '../../widgets/articles/article-teaser.css';
import cardsCss from '../../styles/cards.css';
import css from './article-card.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [cardsCss, teaser, css];

export function ArticleCard(given: ArticleCardProps & HostProps) {
  const t = useWords(given.host, articleCardWords);
  const props = {
    ...given,
    loadingLabel: given.loadingLabel || t('loading'),
    missingText: given.missingText || t('missing'),
    errorText: given.errorText || t('error'),
    retryLabel: given.retryLabel || t('retry'),
    readingTimeLabel: given.readingTimeLabel || t('reading_time'),
  };
  const { host } = props;
  const id = props.articleId.trim();
  const article = useArticle(id ? articleUrl(props.api || pageConfig().formsApi, id) : null);
  const locale = useDayjsLocale(useLocale(given.host));
  const slottedDate = useSlottedDate(host);
  const headingLevel = toHeadingLevel(props.headingLevel);
  const hasSlotted = host.children.length > 0;
  const now = systemClock.now();

  // The server-rendered card: the template's image, title and summary through slots, its date
  // formatted like the fetched ones. Also the fallback while a fetched article loads or fails.
  const slotted = (
    <article part="article">
      <div part="media">
        <slot name="image" />
      </div>
      <div part="body">
        <div part="title">
          <slot name="title" />
        </div>
        {locale && slottedDate && articleDate(slottedDate, now, locale) ? (
          <ArticleMeta
            publishedAt={slottedDate}
            readingMinutes={props.readingMinutes > 0 ? Math.round(props.readingMinutes) : null}
            locale={locale}
            now={now}
            readingTimeLabel={props.readingTimeLabel}
          />
        ) : (
          <p part="meta">
            <slot name="date" />
          </p>
        )}
        <div part="summary">
          <slot />
        </div>
      </div>
    </article>
  );

  if (!id) return slotted;

  const loading = article.status === 'loading' || (article.status === 'ready' && !locale);
  return (
    <div part="base" aria-busy={loading}>
      <p role="status" className="visually-hidden">
        {loading ? props.loadingLabel : ''}
      </p>
      {loading && (hasSlotted ? slotted : <ArticleSkeleton />)}
      {article.status === 'ready' && locale && (
        <ArticleTeaser
          tag="article-card"
          article={article.article}
          headingLevel={headingLevel}
          locale={locale}
          now={now}
          readingTimeLabel={props.readingTimeLabel}
        />
      )}
      {article.status === 'missing' && <StateNotice kind="missing" text={props.missingText} />}
      {article.status === 'failed' &&
        (hasSlotted ? (
          slotted
        ) : (
          <StateNotice
            kind="failed"
            text={props.errorText}
            retry={{ label: props.retryLabel, onRetry: article.retry }}
          />
        ))}
    </div>
  );
}
