/**
 * Loads the phone numbering plans (phone-library.ts, its own chunk) once per page, when a phone
 * field is first used. Until they arrive, and for good if the chunk fails to load, the phone
 * checks fall back to the E.164 shape: submission never waits for the chunk.
 */
export type PhoneLibrary = typeof import('./phone-library');
type Importer = () => Promise<PhoneLibrary>;

const importLibrary: Importer = () => import('./phone-library');

let importer = importLibrary;
let loading: Promise<PhoneLibrary | undefined> | undefined;
let loaded: PhoneLibrary | undefined;

/** The numbering plans once loaded; undefined before (or when the chunk failed). */
export const phoneLibrary = (): PhoneLibrary | undefined => loaded;

/** Starts loading the plans (once per page); resolves with them, or undefined when the chunk failed. */
export function loadPhoneMetadata(): Promise<PhoneLibrary | undefined> {
  loading ??= importer().then(
    (library) => (loaded = library),
    (error: unknown) => {
      console.error(
        'Loading chunk phone metadata failed: phone numbers are checked for their E.164 shape only.',
        error,
      );
      return undefined;
    },
  );
  return loading;
}

/** Whether a phone field has asked for the plans yet (tests prove the chunk is lazy). */
export const phoneMetadataRequested = (): boolean => loading !== undefined;

/** Tests: forget the plans, and load them next time through `next` (a failing chunk). */
export function resetPhoneMetadata(next: Importer = importLibrary): void {
  importer = next;
  loading = undefined;
  loaded = undefined;
}
