/** The ARIA state every field control carries: invalid, its messages, required; and a secret's recorder marks. */
export interface Described extends Partial<Record<keyof typeof UNRECORDED, string>> {
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/**
 * What session recorders honour to leave a control's value out (docs/SECURITY.md): FullStory's
 * `fs-exclude`, rrweb's (PostHog's, OpenReplay's) `rr-block`, LogRocket's `data-private`,
 * Hotjar's `data-hj-suppress`, Clarity's `data-clarity-mask`. (Sentry masks every input.)
 */
export const UNRECORDED = {
  className: 'fs-exclude rr-block',
  'data-private': '',
  'data-hj-suppress': '',
  'data-clarity-mask': 'true',
} as const;
