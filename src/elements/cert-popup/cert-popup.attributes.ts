import { attr, AttributeError, type PropsOf } from '../../platform/runtime/attributes';
import { httpUrlProblem } from '../../platform/dom/http-url';
import { pageBaseUri } from '../../platform/dom/page-globals';

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
  triggerLabel: attr.string('View the certificate'),
  closeLabel: attr.string('Close'),
  loadingText: attr.string('Loading the certificate…'),
  errorText: attr.string('The certificate image could not be loaded.'),
  fileLinkText: attr.string('Open the certificate file'),
};

export type CertPopupProps = PropsOf<typeof certPopupAttributes>;
