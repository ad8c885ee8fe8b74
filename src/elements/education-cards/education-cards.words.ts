import type { Words } from '../../contract/words';

/** The courses and webinars' words (the `labels` attribute's keys). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const educationCardsWords = {
  namespace: 'education-cards',
  english: {
    label: 'Courses and webinars',
    level: 'Level',
    format: 'Format',
    all: 'All',
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    course: 'Course',
    webinar: 'Webinar',
    ebook: 'E-book',
    video: 'Video',
    signUp: 'Sign up',
    download: 'Download',
    watch: 'Watch',
    recording: 'Watch the recording',
    ended: 'Ended',
    presenter: 'With {presenter}',
    results: '{count} of {total} shown',
    noMatch: 'Nothing matches these filters.',
    clear: 'Show all',
    empty: 'New courses and webinars are coming soon.',
    error: 'We could not load the courses and webinars.',
    retry: 'Try again',
    loading: 'Loading courses and webinars…',
    hours: 'h',
    minutes: 'min',
  },
} as const satisfies Words;
