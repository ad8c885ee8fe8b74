import { expect, waitUntil } from '@open-wc/testing';
import { formApis } from '../../forms/apis';
import { captureConsole } from '../../test/harness';
import { accountSignup, acceptedRequests, receivedRequests, switchFault, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { thankYouPage as definition } from './thank-you-page.element';

const CONFIG_PATH = '/fcm-forms/config/ty-page-single';

/** A profile the demo backend knows, as a sign-up page would have made it. */
async function newProfile() {
  const answer = await formApis().forms.customSignup<{ data: { profile_id: number; client_id: number } }>(
    accountSignup(uniqueEmail('thank-you')),
  );
  return answer.data;
}

describe('<thank-you-page>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => forms.mountForm(definition), { fields: false });
  const pageUrl = location.href;

  /** A new profile in the page's address (`?profile_id=`), as a sign-up sends the visitor here, and a fresh data layer. */
  async function visitWithNewProfile() {
    const profile = await newProfile();
    window.dataLayer = [];
    history.replaceState(null, '', `${pageUrl}${location.search ? '&' : '?'}profile_id=${profile.profile_id}`);
    return profile;
  }

  /** The page pushed the profile's Registration Success and reported itself with the profile. */
  async function expectReported({ profile_id, client_id }: { profile_id: number; client_id: number }) {
    await waitUntil(
      () => window.dataLayer!.some((entry) => entry.event === 'Registration Success'),
      'no Registration Success',
    );
    expect(window.dataLayer).to.deep.include({ event: 'Registration Success', profile_id, client_id });
    const [trigger] = await acceptedRequests({ path: '/utils/trigger-events', since: records.since });
    expect(trigger!.body).to.deep.equal({ event: 'thank-you-page', profile_id: String(profile_id) });
  }

  it("shows the configured message, reports the page and pushes the profile's Registration Success", async () => {
    const profile = await visitWithNewProfile();
    const host = await forms.mountForm(definition);
    const events = forms.recordFormEvents(host);
    await waitUntil(() => forms.headingText(host) === 'Your account is ready', 'no configured title');
    expect(host.shadowRoot.querySelector<HTMLAnchorElement>('[part="link"]')!.getAttribute('href')).to.equal(
      '/webtrader',
    );
    const [config] = await acceptedRequests({ path: CONFIG_PATH, since: records.since });
    expect(config!.body).to.deep.equal({ profile_id: String(profile.profile_id) });

    await expectReported(profile);
    const [clientId] = await acceptedRequests({ path: '/utils/client-id', since: records.since });
    expect(clientId).to.include({ method: 'POST', status: 200 });
    expect(events.map(({ type }) => type)).to.not.include('form-success');
    await expect(host).to.be.accessible();
  });

  it('shows the built-in thank-you when the configuration fails, and asks no client id without a profile', async () => {
    const logged = captureConsole('warn');
    try {
      await switchFault({ mode: 'server-error', path: CONFIG_PATH, times: 1 });
      const host = await forms.mountForm(definition);
      await waitUntil(() => forms.headingText(host) === 'Thank you', 'no built-in title');
      expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal('Your registration is complete.');
      // One warning names the endpoint (forms/form-config.ts).
      expect(logged.messages.filter((message) => message.includes(CONFIG_PATH))).to.have.length(1);
      await waitUntil(
        async () => (await acceptedRequests({ path: '/utils/trigger-events', since: records.since })).length === 1,
        'no trigger-events',
      );
      const [trigger] = await acceptedRequests({ path: '/utils/trigger-events', since: records.since });
      expect(trigger!.body).to.deep.equal({ event: 'thank-you-page' });
      expect(await receivedRequests({ path: '/utils/client-id', since: records.since })).to.be.empty;
      expect(window.dataLayer!.some((entry) => entry.event === 'Registration Success')).to.be.false;
    } finally {
      logged.restore();
    }
  });

  // A message step: describeFormContract (fields sent once) does not fit, so the two list tests
  // are written out: with its configuration answered {} or failing, the page still shows its own
  // texts, reports itself and completes the profile's Registration Success.
  for (const [how, fault] of forms.UNUSUAL_LIST_ANSWERS) {
    it(`shows its own texts and sends its reports with the configuration ${how}`, async () => {
      const profile = await visitWithNewProfile();
      const warnings = await forms.withListsFaulted([CONFIG_PATH], fault, async () => {
        const host = await forms.mountForm(definition);
        await waitUntil(() => forms.headingText(host) === 'Thank you', 'no built-in title');
        expect(host.shadowRoot.querySelector('.intro')!.textContent).to.equal('Your registration is complete.');
        await expectReported(profile);
      });
      const [config] = await receivedRequests({ path: CONFIG_PATH, since: records.since });
      expect(config, 'the configuration was asked for').to.exist;
      // A failing configuration is named once in the console; an empty one is simply not used.
      const named = warnings.filter((message) => message.includes(CONFIG_PATH));
      expect(named).to.have.length(fault.mode === 'server-error' ? 1 : 0);
    }).timeout(20_000);
  }

  it('opens on its message without scrolling the page to it', async () => {
    await visitWithNewProfile();
    const below = document.createElement('div');
    below.style.paddingTop = `${innerHeight * 3}px`;
    document.body.append(below);
    try {
      scrollTo(0, 0);
      const host = await forms.mountForm(definition, {}, { parent: below });
      await waitUntil(() => forms.headingText(host) === 'Your account is ready', 'no configured title');
      expect(host.shadowRoot.activeElement?.localName).to.equal('h2');
      expect(scrollY).to.equal(0);
    } finally {
      below.remove();
    }
  });
});
