/** Pure rules of <cert-popup>: the image's address and its text alternative. */

/** The text alternative when the template gave none (the element logs an error: give one). */
export const DEFAULT_ALT = 'Regulator certificate';

/** The certificate's alt: the template's, trimmed, or the generic one. */
export function certAlt(alt: string): string {
  return alt.trim() || DEFAULT_ALT;
}

/** What the template forgot, each as one console message naming the attribute. */
export function missingAttributes({ src, alt }: { src: string; alt: string }): string[] {
  const messages: string[] = [];
  if (!src.trim()) messages.push('attribute "src" is required: the certificate cannot open.');
  if (!alt.trim()) messages.push(`attribute "alt" is required; using "${DEFAULT_ALT}".`);
  return messages;
}

export type ImageStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The image's next status: it starts loading the first time the dialog opens. */
export function imageStatusOnOpen(status: ImageStatus): ImageStatus {
  return status === 'idle' ? 'loading' : status;
}
