/**
 * `<ebook-download-form>`: an e-book for an email address. Sends the email, the terms consent and
 * the `ebook` attribute to `/utils/download-ebook`, then shows the download link of the answer.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { pick } from '../../forms/answers';
import { fields } from '../../forms/fields';
import type { Flow } from '../../forms/flow';
import { ebookDownloadFormWords } from './ebook-download-form.words';

type StepId = 'ebook' | 'download';

const ebookDownloadFormAttributes = {
  /** The e-book's id, as the download endpoint knows it. */
  ebook: attr.string(),
};

export type EbookDownloadFormProps = PropsOf<typeof ebookDownloadFormAttributes>;

export const ebookDownloadFlow: Flow<EbookDownloadFormProps, StepId> = {
  attributes: ebookDownloadFormAttributes,
  words: ebookDownloadFormWords,
  steps: [
    {
      id: 'ebook',
      kind: 'fields',
      title: 'ebook_title',
      submit: 'ebook_submit',
      fields: fields('email', 'terms'),
      async send(values, { props, apis, request }) {
        const answer = await apis.forms.downloadEbook({ ...values, ebook: props.ebook }, request);
        return { answer, data: pick(answer, 'download_url') };
      },
      next: 'download',
    },
    {
      id: 'download',
      kind: 'message',
      title: 'download_title',
      intro: 'download_text',
      load: async ({ data, t }) =>
        typeof data.download_url === 'string'
          ? { links: [{ label: t('download_link'), href: data.download_url }] }
          : {},
    },
  ],
};
