import { attr, AttributeError, type PropsOf } from '../../platform/runtime/attributes';
import { httpUrlProblem } from '../../platform/dom/http-url';
import { pageBaseUri } from '../../platform/dom/page-state';

/** An http(s) address of the certificate file; anything else is refused with one error. */
const certificateUrl = attr.string('', (value) => {
  const problem = httpUrlProblem(value.trim(), pageBaseUri());
  if (problem) throw new AttributeError(problem);
  return value.trim();
});

export const certPopupAttributes = {
  src: certificateUrl,
  alt: attr.string(),
  caption: attr.string(),
  thumbnail: certificateUrl,
  triggerLabel: attr.string(),
  closeLabel: attr.string(),
  loadingText: attr.string(),
  errorText: attr.string(),
  fileLinkText: attr.string(),
};

export type CertPopupProps = PropsOf<typeof certPopupAttributes>;
