/** The ARIA state every field control carries: invalid, its messages, required. */
export interface Described {
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}
