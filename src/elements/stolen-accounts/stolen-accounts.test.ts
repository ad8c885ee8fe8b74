import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { contentScope } from '../../test/content-scope';
import { backendRequests, captureConsole, define, part, rendered } from '../../test/harness';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import de from '../../catalogues/de';
import { builtIn } from '../../test/words';
import { stolenAccounts } from './stolen-accounts.element';
import { stolenAccountsWords } from './stolen-accounts.words';
import { submitNatively } from '../../test/forms';

const PATH = '/api/report-fraud';
const DOMAINS = 'broker-login.com, https://www.secure-broker-support.net/login, broker-bonus.io, broker-invest-app.com';

/** A scope of the demo backend of its own, whose report endpoint `fault` or `hold` can fault. */
async function scopedSrc() {
  const scope = await contentScope('fraud', PATH);
  return { ...scope, logged: `/__scope/${scope.name}${PATH}` };
}

async function mount(domains = DOMAINS, src = '') {
  const el = await fixture<HTMLElement>(
    html`<stolen-accounts domains=${domains} src=${src}>
      <p>Criminals copy our website and contact clients pretending to be us. We never ask for your password.</p>
    </stolen-accounts>`,
  );
  await rendered(el, '[part="check"]');
  return el;
}

/** The report's `<form>`: the element's light DOM, where a tag manager hears its `submit`. */
const reportForm = (el: Element) => el.querySelector<HTMLFormElement>(':scope > form.site-form[slot="report"]')!;
const field = <T extends HTMLElement = HTMLInputElement>(el: Element, name: string) =>
  reportForm(el).querySelector<T>(`[name="${name}"]`)!;
const submitButton = (el: Element) => reportForm(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
const listed = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="domains"] li')].map((li) => li.textContent);
const errors = (el: Element) => [...reportForm(el).querySelectorAll('.error')].map((error) => error.textContent);

async function typeInto(input: HTMLElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

/** Types `address` into the check field and presses Check. */
async function check(el: Element, address: string) {
  await typeInto(part(el, 'input'), address);
  part(el, 'button').click();
}

const verdictSays = (el: Element, text: string) =>
  waitUntil(() => part(el, 'verdict').textContent!.includes(text), `the verdict does not say "${text}"`);

async function fillReport(el: Element, description = 'They phoned me and asked for my password.') {
  await typeInto(field(el, 'email'), 'ana@example.com');
  await typeInto(field(el, 'subject'), 'broker-login.com');
  await typeInto(field(el, 'description'), description);
}

describe('<stolen-accounts>', () => {
  before(() => define(stolenAccounts));

  describe('the domain checker', () => {
    it('shows the explanation and the listed domains, normalised', async () => {
      const el = await mount();
      const slot = el.shadowRoot!.querySelector('slot')!;
      expect(slot.assignedElements()[0]!.textContent).to.contain('We never ask for your password');
      expect(listed(el)).to.deep.equal([
        'broker-login.com',
        'secure-broker-support.net',
        'broker-bonus.io',
        'broker-invest-app.com',
      ]);
      expect(part(el, 'count').textContent).to.equal('4 known fraudulent domains.');
    });

    it('filters the list as the visitor types, without regard to case, scheme or www', async () => {
      const el = await mount();
      await typeInto(part(el, 'input'), 'HTTPS://WWW.Broker-B');
      await waitUntil(() => listed(el).length === 1);
      expect(listed(el)).to.deep.equal(['broker-bonus.io']);
      expect(part(el, 'count').textContent).to.equal('1 of 4 known fraudulent domains match.');
    });

    it('says a listed domain is on the list, whatever the address form', async () => {
      const el = await mount();
      await typeInto(part(el, 'input'), 'https://WWW.Broker-Login.com/account/login?x=1');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => part(el, 'verdict').textContent);
      expect(part(el, 'verdict').textContent)
        .to.contain('broker-login.com')
        .and.contain('This domain is on our list of fraudulent sites');
      expect(part(el, 'verdict').getAttribute('role')).to.equal('status');
    });

    const verdicts = [
      {
        name: 'counts a subdomain of a listed domain as listed',
        address: 'clients.broker-bonus.io',
        says: 'on our list of fraudulent sites',
      },
      {
        name: 'asks for an address when the input is not one',
        address: 'what is this',
        says: 'Enter a website address',
      },
    ];
    for (const { name, address, says } of verdicts) {
      it(name, async () => {
        const el = await mount();
        await check(el, address);
        await verdictSays(el, says);
      });
    }

    it('says an unlisted domain is not on the list, not that it is safe, and offers to report it', async () => {
      const el = await mount();
      await check(el, 'www.example-trading.com/');
      await verdictSays(el, 'example-trading.com is not on our list — that does not mean it is safe');
      part(el, 'report-link').click();
      await waitUntil(() => field(el, 'subject').value === 'example-trading.com');
      expectFocused(field(el, 'subject'));
    });

    it('says when no domains are listed, and still answers a check', async () => {
      const el = await mount('');
      expect(part(el, 'count').textContent).to.equal('No fraudulent domains are listed at the moment.');
      await check(el, 'broker-login.com');
      await verdictSays(el, 'not on our list');
    });

    it('logs one error naming the attribute for a malformed domains value, and lists none', async () => {
      const el = await expectOneError('stolen-accounts', ['"domains"', 'not a domain'], () =>
        mount('broker-login.com, not a domain'),
      );
      expect(listed(el)).to.deep.equal([]);
    });
  });

  describe('the report form', () => {
    it('marks every missing field, focuses the first, and sends nothing', async () => {
      const { src, logged } = await scopedSrc();
      const el = await mount(DOMAINS, src);
      submitButton(el).click();
      await waitUntil(() => errors(el).length === 3);
      expect(errors(el)).to.deep.equal([
        'Enter your email address.',
        'Enter the website or the account concerned.',
        'Describe what happened in at least 10 characters.',
      ]);
      expectFocused(field(el, 'email'));
      expect(field(el, 'email').getAttribute('aria-invalid')).to.equal('true');
      const describedBy = field(el, 'email').getAttribute('aria-describedby')!;
      expect(document.getElementById(describedBy)!.textContent).to.equal('Enter your email address.');
      expect(await backendRequests(logged)).to.deep.equal([]);
    });

    it('sends the report, heard by a tag manager, and thanks the visitor with the reference', async () => {
      const { src, logged } = await scopedSrc();
      const el = await mount(DOMAINS, src);
      await fillReport(el);
      // A tag manager's form trigger: a document listener, which hears no form in a shadow root.
      const heard: EventTarget[] = [];
      const listen = (event: Event) => heard.push(event.target!);
      document.addEventListener('submit', listen);
      const form = reportForm(el);
      submitButton(el).click();
      document.removeEventListener('submit', listen);
      expect(heard.length === 1 && heard[0] === form, 'the document heard the report form’s submit').to.be.true;
      const sent = await waitUntil(() => el.shadowRoot!.querySelector('[part="sent"]'), 'no thank-you', {
        timeout: 5000,
      }).then(() => part(el, 'sent'));
      expect(sent.textContent).to.match(/Thank you\. We received your report \(reference FR-\d+\)/);
      // Focus moves once the thanks have rendered, which a loaded machine can show a frame apart.
      await waitUntil(() => deepActiveElement() === sent, 'focus did not move to the thanks');
      expectFocused(sent);
      const requests = await backendRequests(logged);
      expect(requests.map((request) => request.method)).to.deep.equal(['POST']);
    });

    it('goes nowhere natively: submit() sends nothing, Enter past a stopped submit event sends the report once', async () => {
      const { src, logged } = await scopedSrc();
      const el = await mount(DOMAINS, src);
      await fillReport(el);
      await submitNatively(reportForm(el), () =>
        waitUntil(() => el.shadowRoot!.querySelector('[part="sent"]'), 'no thank-you', { timeout: 5000 }),
      );
      expect((await backendRequests(logged)).map((request) => request.method)).to.deep.equal(['POST']);
    });

    it("keeps what was typed out of the fields' attributes (session recorders, attribute selectors read those)", async () => {
      const el = await mount();
      await fillReport(el);
      await check(el, 'broker-bonus.io');
      await verdictSays(el, 'broker-bonus.io');
      for (const name of ['email', 'subject', 'description']) {
        const control = field(el, name);
        expect(control.getAttribute('value'), name).to.equal(null);
        expect(control.textContent, name).to.equal('');
      }
      expect(part(el, 'input').getAttribute('value'), 'the checker').to.equal(null);
      expect(field(el, 'email').value, 'what was typed is still there').to.equal('ana@example.com');
    });

    it('keeps what was typed and says so when the server fails, with one warning', async () => {
      const console = captureConsole('warn');
      try {
        const { src, fault } = await scopedSrc();
        await fault('fail');
        const el = await mount(DOMAINS, src);
        await fillReport(el);
        submitButton(el).click();
        await waitUntil(() => el.shadowRoot!.querySelector('[part="failure"]'), 'no failure message', {
          timeout: 5000,
        });
        expect(part(el, 'failure').textContent).to.contain('We could not send your report');
        expect(part(el, 'failure').getAttribute('role')).to.equal('alert');
        expect(field(el, 'email').value).to.equal('ana@example.com');
        expect(field(el, 'subject').value).to.equal('broker-login.com');
        expect(field<HTMLTextAreaElement>(el, 'description').value).to.equal(
          'They phoned me and asked for my password.',
        );
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('<stolen-accounts>').and.contain(src);
      } finally {
        console.restore();
      }
    });

    it('shows it is sending and ignores a second press meanwhile', async () => {
      const { src, logged, hold } = await scopedSrc();
      const answer = await hold();
      try {
        const el = await mount(DOMAINS, src);
        await fillReport(el);
        submitButton(el).click();
        await answer.arrived();
        await waitUntil(() => submitButton(el).disabled, 'the button did not turn busy');
        expect(submitButton(el).textContent).to.equal('Sending…');
        submitButton(el).click();
        await answer.open();
        await waitUntil(() => el.shadowRoot!.querySelector('[part="sent"]'), 'no thank-you', { timeout: 5000 });
        expect((await backendRequests(logged)).length).to.equal(1);
      } finally {
        await answer.open();
      }
    });
  });

  it('passes an accessibility check with a verdict and field errors shown', async () => {
    const el = await mount();
    await check(el, 'broker-login.com');
    submitButton(el).click();
    await waitUntil(() => errors(el).length === 3 && part(el, 'verdict').textContent);
    await expect(el).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the checker, a long domain and the form on the page', async () => {
      const el = await mount(`${DOMAINS}, very-long-subdomain-name.secure-login-verification-broker-support-team.com`);
      await check(el, 'very-long-subdomain-name.secure-login-verification-broker-support-team.com');
      submitButton(el).click();
      await waitUntil(() => errors(el).length === 3 && part(el, 'verdict').textContent);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });

  describeOneRowAtDesktop('puts the address field and the Check button on one row', async () => {
    const el = await mount();
    return [part(el, 'input'), part(el, 'button')];
  });
});

describe('<stolen-accounts> in German', () => {
  before(() => define(stolenAccounts));

  it('checks, counts and refuses in the words of its section, the domain set apart in a whole sentence', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="de"><stolen-accounts domains=${DOMAINS}></stolen-accounts></section>`,
    );
    const el = section.querySelector('stolen-accounts')!;
    const de_ = (key: string, values = {}) => builtIn(de, 'de', stolenAccountsWords, key, values);
    await waitUntil(() => part(el, 'count')?.textContent === de_('known', { count: 4 }), 'not counted in German');
    expect(part(el, 'button').textContent).to.equal(de_('check'));
    expect(part(el, 'input').getAttribute('placeholder')).to.equal(de_('address_placeholder'));
    await check(el, 'broker-login.com');
    // Typing is slow on a loaded machine: more than waitUntil's default second.
    await waitUntil(
      () => part(el, 'verdict').textContent === de_('listed', { domain: 'broker-login.com' }),
      'the verdict is not in German',
      { timeout: 4000 },
    );
    expect(part(el, 'verdict').querySelector('strong')!.textContent).to.equal('broker-login.com');
    submitButton(el).click();
    await waitUntil(() => errors(el).length === 3, 'no field errors');
    expect(errors(el)).to.deep.equal([de_('email_missing'), de_('subject_missing'), de_('too_short', { min: 10 })]);
    expect(submitButton(el).textContent).to.equal(de_('send'));
  });
});
