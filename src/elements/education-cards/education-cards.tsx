import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { educationCardsWords } from './education-cards.words';
import { createElement, useId, useState } from 'react';
import { systemClock } from '../../platform/dom/clock';
import { pageConfig } from '../../platform/dom/page-config';
import type { HostProps } from '../../platform/runtime/define-element';
import { fillText } from '../../widgets/articles/article-text';
import { useDayjsLocale } from '../../widgets/articles/use-dayjs-locale';
import { StateNotice } from '../../widgets/remote-content/remote-state';
import {
  durationText,
  FORMATS,
  isPast,
  isTimeZone,
  LEVELS,
  NO_FILTERS,
  readEducation,
  visibleItems,
  webinarTime,
  type EducationItem,
  type Filters,
  type Labels,
} from './education-cards.model';
import { useRemoteContent } from '../../widgets/remote-content/use-remote-content';
import type { EducationCardsProps } from './education-cards.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';
import { SegmentedOptions } from '../../widgets/segmented/segmented';
import segmentedCss from '../../widgets/segmented/segmented.css';
import cardsCss from '../../styles/cards.css';
import css from './education-cards.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [segmentedCss, cardsCss, css];

/** The default `src`: the forms API's education catalogue. */
export const defaultEducationSrc = () => `${pageConfig().formsApi}/api/education`;

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One filter, `filters[name]`, as a segmented choice: native radios, so arrows move and Space picks, as everywhere. */
function FilterGroup<K extends keyof Filters>(props: {
  name: K;
  choices: readonly Exclude<Filters[K], 'all'>[];
  filters: Filters;
  labels: Labels;
  onChange(filters: Filters): void;
}) {
  const name = `${useId()}-${props.name}`;
  const options = (['all', ...props.choices] as Filters[K][]).map((choice) => ({
    value: choice,
    label: props.labels[choice as keyof Labels],
  }));
  return (
    <fieldset part="filter">
      <legend part="filter-legend">{props.labels[props.name]}</legend>
      <SegmentedOptions
        name={name}
        options={options}
        value={props.filters[props.name]}
        onChange={(choice) => props.onChange({ ...props.filters, [props.name]: choice })}
      />
    </fieldset>
  );
}

/** "With {presenter}"; a `labels` text written before it had the placeholder ("Mit") is followed by the name. */
const presenterText = (text: string, presenter: string) =>
  text.includes('{presenter}') ? fillText(text, { presenter }) : `${text} ${presenter}`;

function Card(props: {
  item: EducationItem;
  past: boolean;
  zone: string;
  locale: string;
  headingLevel: number;
  labels: Labels;
}) {
  const { item, labels } = props;
  const time = item.format === 'webinar' && item.startsAt ? webinarTime(item.startsAt, props.zone, props.locale) : null;
  const link = props.past
    ? item.recordingUrl && { href: item.recordingUrl, field: 'recording_url', text: labels.recording }
    : {
        href: item.url,
        field: 'url',
        text: item.format === 'ebook' ? labels.download : item.format === 'video' ? labels.watch : labels.signUp,
      };
  return (
    <article part={props.past ? 'card card-past' : 'card'} data-format={item.format} data-level={item.level}>
      <p part="badges">
        <span part="badge badge-format">{labels[item.format]}</span>
        <span part="badge badge-level">{labels[item.level]}</span>
        {props.past && <span part="badge badge-ended">{labels.ended}</span>}
      </p>
      {createElement(`h${props.headingLevel}`, { part: 'title' }, item.title)}
      {time && (
        <p part="when">
          <time dateTime={time.iso}>{time.text}</time>{' '}
          <abbr title={props.zone} part="zone">
            {time.zone}
          </abbr>
        </p>
      )}
      {item.description && <p part="description">{item.description}</p>}
      {(item.presenter || item.durationMinutes) && (
        <p part="facts">
          {[
            item.presenter && presenterText(labels.presenter, item.presenter),
            item.durationMinutes && durationText(item.durationMinutes, labels.hours, labels.minutes),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {link && (
        <SafeLink part="link" href={link.href} source={`<education-cards> item "${link.field}"`}>
          {link.text}
          <span className="visually-hidden">: {item.title}</span>
        </SafeLink>
      )}
    </article>
  );
}

export function EducationCards(props: EducationCardsProps & HostProps) {
  const t = useWords(props.host, educationCardsWords);
  const label = props.label || t('label');
  const labels = Object.fromEntries(
    Object.keys(educationCardsWords.english).map((key) => [
      key,
      props.labels[key as keyof Labels] || t(key as keyof Labels),
    ]),
  ) as Labels;
  const content = useRemoteContent(props.src || defaultEducationSrc(), readEducation, '<education-cards>');
  const locale = useDayjsLocale(useLocale(props.host));
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const zone = isTimeZone(props.timeZone) ? props.timeZone : visitorZone();
  const headingLevel = Math.min(6, Math.max(2, Math.round(props.headingLevel) || 3));
  const now = systemClock.now();
  const loading = content.status === 'loading' || (content.status === 'ready' && !locale);

  let body;
  let announcement = '';
  if (loading) {
    announcement = labels.loading;
    body = (
      <ul part="list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div part="card skeleton" />
          </li>
        ))}
      </ul>
    );
  } else if (content.status === 'failed') {
    body = <StateNotice kind="failed" text={labels.error} retry={{ label: labels.retry, onRetry: content.retry }} />;
  } else if (content.status === 'empty') {
    body = <StateNotice kind="empty" text={labels.empty} />;
  } else if (content.status === 'ready') {
    const all = visibleItems(content.data, NO_FILTERS, now, props.pastWebinars);
    const shown = visibleItems(content.data, filters, now, props.pastWebinars);
    if (filters !== NO_FILTERS) announcement = fillText(labels.results, { count: shown.length, total: all.length });
    body = (
      <>
        <div part="filters">
          <FilterGroup name="level" choices={LEVELS} filters={filters} labels={labels} onChange={setFilters} />
          <FilterGroup name="format" choices={FORMATS} filters={filters} labels={labels} onChange={setFilters} />
        </div>
        {shown.length > 0 ? (
          <ul part="list">
            {shown.map((item) => (
              <li key={item.id}>
                <Card
                  item={item}
                  past={isPast(item, now)}
                  zone={zone}
                  locale={locale!}
                  headingLevel={headingLevel}
                  labels={labels}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div part="state state-no-match">
            <p>{labels.noMatch}</p>
            <button type="button" part="button clear" onClick={() => setFilters(NO_FILTERS)}>
              {labels.clear}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section part="base" aria-label={label} aria-busy={loading}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {body}
    </section>
  );
}
