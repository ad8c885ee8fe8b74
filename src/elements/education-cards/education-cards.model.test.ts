import { expect } from '@open-wc/testing';
import { ContentShapeError } from '../../services/content/content-source';
import { loadDayjsLocale } from '../../widgets/articles/dayjs-locale';
import {
  checkLabels,
  countBy,
  durationText,
  isPast,
  isTimeZone,
  NO_FILTERS,
  readEducation,
  visibleItems,
  webinarTime,
  type EducationItem,
} from './education-cards.model';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;

const item = (id: string, fields: Partial<EducationItem>): EducationItem => ({
  id,
  format: 'course',
  level: 'beginner',
  title: `Item ${id}`,
  description: '',
  presenter: null,
  startsAt: null,
  durationMinutes: null,
  url: `/e/${id}`,
  recordingUrl: null,
  ...fields,
});
const webinar = (id: string, startsIn: number, fields: Partial<EducationItem> = {}) =>
  item(id, { format: 'webinar', startsAt: new Date(NOW + startsIn * HOUR).toISOString(), ...fields });

const ITEMS = [
  item('a', { level: 'beginner' }),
  webinar('late', 48, { level: 'intermediate' }),
  item('b', { format: 'ebook', level: 'advanced' }),
  webinar('past', -30, { level: 'beginner', recordingUrl: '/r' }),
  webinar('soon', 2, { level: 'beginner' }),
  item('c', { format: 'video', level: 'intermediate' }),
];
const ids = (items: EducationItem[]) => items.map((entry) => entry.id);

describe('education-cards model', () => {
  it('reads the answer: {} and [] are empty, another shape or an unknown level is an error', () => {
    expect(readEducation({})).to.equal(null);
    expect(readEducation({ items: [] })).to.equal(null);
    expect(() => readEducation({ data: 42 })).to.throw(ContentShapeError);
    expect(() => readEducation({ items: [{ format: 'course', level: 'expert', title: 'x', url: '/x' }] })).to.throw(
      ContentShapeError,
      'level',
    );
    expect(() => readEducation({ items: [{ format: 'webinar', level: 'beginner', title: 'x', url: '/x' }] })).to.throw(
      ContentShapeError,
      'starts_at',
    );
    const [read] = readEducation({
      items: [
        {
          id: 'w1',
          format: 'webinar',
          level: 'advanced',
          title: ' Options ',
          url: '/w',
          starts_at: '2026-12-01T14:00:00Z',
          duration_minutes: 75,
          presenter: 'D. Chen',
        },
      ],
    })!;
    expect(read).to.deep.equal({
      id: 'w1',
      format: 'webinar',
      level: 'advanced',
      title: 'Options',
      description: '',
      presenter: 'D. Chen',
      startsAt: '2026-12-01T14:00:00Z',
      durationMinutes: 75,
      url: '/w',
      recordingUrl: null,
    });
  });

  it('counts a webinar as past once its start plus its duration (60 min by default) has passed', () => {
    expect(isPast(webinar('w', -0.5), NOW)).to.equal(false);
    expect(isPast(webinar('w', -1), NOW)).to.equal(true);
    expect(isPast(webinar('w', -1, { durationMinutes: 90 }), NOW)).to.equal(false);
    expect(isPast(item('course', {}), NOW)).to.equal(false);
  });

  it('filters by level and format, both or none', () => {
    expect(ids(visibleItems(ITEMS, { level: 'beginner', format: 'all' }, NOW, 'hide'))).to.deep.equal(['a', 'soon']);
    expect(ids(visibleItems(ITEMS, { level: 'all', format: 'webinar' }, NOW, 'hide'))).to.deep.equal(['soon', 'late']);
    expect(ids(visibleItems(ITEMS, { level: 'intermediate', format: 'video' }, NOW, 'mark'))).to.deep.equal(['c']);
    expect(ids(visibleItems(ITEMS, { level: 'advanced', format: 'webinar' }, NOW, 'mark'))).to.deep.equal([]);
  });

  it('lists upcoming webinars soonest first in the webinar places, past ones last or hidden', () => {
    expect(ids(visibleItems(ITEMS, NO_FILTERS, NOW, 'mark'))).to.deep.equal(['a', 'soon', 'b', 'late', 'c', 'past']);
    expect(ids(visibleItems(ITEMS, NO_FILTERS, NOW, 'hide'))).to.deep.equal(['a', 'soon', 'b', 'late', 'c']);
  });

  it('counts items by level and format', () => {
    expect(countBy(ITEMS, 'format').get('webinar')).to.equal(3);
    expect(countBy(ITEMS, 'level').get('advanced')).to.equal(1);
  });

  it('shows webinar times in the given zone with its abbreviation, in the locale', async () => {
    expect(webinarTime('2026-11-26T13:00:00Z', 'Europe/Berlin', 'en')).to.deep.equal({
      text: 'Thu, Nov 26, 2026 2:00 PM',
      zone: 'GMT+1',
      iso: '2026-11-26T13:00:00.000Z',
    });
    expect(webinarTime('2026-07-26T13:00:00Z', 'America/New_York', 'en')).to.include({
      text: 'Sun, Jul 26, 2026 9:00 AM',
      zone: 'EDT',
    });
    expect(webinarTime('2026-11-26T13:00:00Z', 'America/New_York', 'en')!.zone).to.equal('EST');
    await loadDayjsLocale('de');
    expect(webinarTime('2026-11-26T13:00:00Z', 'Europe/Berlin', 'de')!.text).to.equal('Do., 26. Nov. 2026 14:00');
    expect(webinarTime('2026-11-26T13:00:00Z', 'Mars/Olympus', 'en')).to.equal(null);
    expect(webinarTime('soon', 'UTC', 'en')).to.equal(null);
  });

  it('knows time zones, writes durations and checks the labels attribute', () => {
    expect(isTimeZone('Asia/Tokyo')).to.equal(true);
    expect(isTimeZone('Nowhere/Town')).to.equal(false);
    expect(isTimeZone('')).to.equal(false);
    expect(durationText(45)).to.equal('45 min');
    expect(durationText(90)).to.equal('1 h 30 min');
    expect(durationText(300)).to.equal('5 h');
    expect(checkLabels({ signUp: 'Anmelden' })).to.equal(null);
    expect(checkLabels({ signup: 'x' })).to.contain('unknown key "signup"');
    expect(checkLabels({ all: 3 })).to.contain('"all" is not a text');
    expect(checkLabels(['x'])).to.contain('expected a JSON object');
  });
});
