import { expect, waitUntil } from '@open-wc/testing';
import { receivedRequests, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { ebookDownloadForm as definition } from './ebook-download-form.element';

const EBOOK_PATH = '/utils/download-ebook';

const ebookForm = (attributes: Record<string, string> = {}) =>
  forms.mountForm(definition, attributes, { step: 'ebook' });

describe('<ebook-download-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => ebookForm({ ebook: 'forex-basics' }));

  it('sends the email, consent and e-book id, then shows the download link', async () => {
    const host = await ebookForm({ ebook: 'forex-basics' });
    const events = forms.recordFormEvents(host);
    const email = uniqueEmail('ebook');
    await forms.completeStep(host, { email, terms: true }, 'download');

    const request = await forms.postedOnce(EBOOK_PATH, records.since);
    expect(request.body).to.deep.equal({ email, terms: true, ebook: 'forex-basics' });
    expect(forms.headingText(host)).to.equal('Your e-book is ready');
    const link = host.shadowRoot.querySelector<HTMLAnchorElement>('[part="link"]')!;
    expect(link.textContent).to.equal('Download the e-book');
    expect(link.getAttribute('href')).to.equal('/downloads/ebook-forex-basics.pdf');
    const success = events.find(({ type }) => type === 'form-success');
    expect((success!.detail as { data: { download_url: string } }).data.download_url).to.equal(
      '/downloads/ebook-forex-basics.pdf',
    );
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'ebook-download-form', step: 'ebook' });
    await expect(host).to.be.accessible();
  });

  forms.describeFormContract('ebook', {
    mount: () => ebookForm({ ebook: 'forex-basics' }),
    values: () => ({ email: uniqueEmail('ebook'), terms: true }),
    path: EBOOK_PATH,
    next: 'download',
  });

  it('asks for the consent before sending', async () => {
    const host = await ebookForm();
    await forms.fillForm(host, { email: uniqueEmail('ebook') });
    await forms.submitForm(host);
    await waitUntil(() => forms.fieldErrorText(host, 'terms'), 'no terms error');
    expect(await receivedRequests({ path: EBOOK_PATH, since: records.since })).to.be.empty;
  });
});
