import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { acceptedRequests, receivedRequests, switchFault } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { seminarThankYou as definition } from './seminar-thank-you.element';

const THANK_YOU_PATH = '/utils/custom-forms/education/fetch-thank-you';

describe('<seminar-thank-you>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => forms.mountForm(definition, { seminar: 'london-2024' }), { fields: false });
  const pageUrl = location.href;

  it("shows the seminar's thank-you, asked for with the seminar and the page's profile_id", async () => {
    history.replaceState(null, '', `${pageUrl}${location.search ? '&' : '?'}profile_id=100001`);
    const host = await forms.mountForm(definition, { seminar: 'london-2024' });
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'no thank-you content');
    expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal(
      'We have received your details and will be in touch shortly.',
    );
    const [request] = await acceptedRequests({ path: THANK_YOU_PATH, since: records.since });
    expect(request).to.include({ method: 'POST', status: 200 });
    expect(request!.body).to.deep.equal({ seminar: 'london-2024', profile_id: '100001' });
    expect(host.shadowRoot.querySelector('form')).to.equal(null);
    await expect(host).to.be.accessible();
  });

  it('shows the built-in thank-you when the answer is {}', async () => {
    await switchFault({
      mode: 'answer',
      path: THANK_YOU_PATH,
      body: { seminar: 'webinar-empty' },
      answer: {},
      times: 1,
    });
    const host = await forms.mountForm(definition, { seminar: 'webinar-empty' });
    await waitUntil(() => forms.headingText(host) === 'Thank you for registering', 'no built-in title');
    expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal(
      'We have sent the seminar details to your inbox.',
    );
    const [request] = await acceptedRequests({ path: THANK_YOU_PATH, since: records.since });
    expect(request!.body).to.deep.equal({ seminar: 'webinar-empty' });
  });

  it('shows the built-in thank-you when the text cannot load, warning once with the endpoint', async () => {
    const logged = captureConsole('warn');
    try {
      await switchFault({ mode: 'server-error', path: THANK_YOU_PATH, body: { seminar: 'webinar-7' }, times: 1 });
      const host = await forms.mountForm(definition, { seminar: 'webinar-7' });
      await waitUntil(() => forms.headingText(host) === 'Thank you for registering', 'no built-in title');
      expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal(
        'We have sent the seminar details to your inbox.',
      );
      const [request] = await receivedRequests({ path: THANK_YOU_PATH, since: records.since });
      expect(request).to.include({ status: 500 });
      expect(request!.body).to.deep.equal({ seminar: 'webinar-7' });
      expect(logged.messages.filter((message) => message.includes(`${THANK_YOU_PATH} answered 500`))).to.have.length(1);
    } finally {
      logged.restore();
    }
  });
});
