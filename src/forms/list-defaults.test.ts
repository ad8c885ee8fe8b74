/**
 * A form whose lists fail still sends its request: the countries answered `{}` or failing, the
 * white-label form offers the built-in countries and signs up with the chosen one. The page's
 * countries client is replaced for these tests (the fault switch would reach other files' forms
 * too, as the countries call carries nothing of its own to match).
 */
import { expect } from '@open-wc/testing';
import whiteLabelForm from '../elements/white-label-form/white-label-form.element';
import { acceptedRequests, lastReceivedId, uniqueEmail } from '../test/forms-backend';
import { fillForm, formTestHooks, mountForm, submitForm, waitForStep } from '../test/forms';
import { captureConsole } from '../test/harness';
import { formApis } from './apis';
import { COUNTRIES_PATH } from './countries';

describe('a form whose list of countries fails', () => {
  formTestHooks();

  for (const [how, answer] of [
    ['answered {}', () => Promise.resolve({})],
    ['failing', () => Promise.reject(new Error('ERR_BAD_RESPONSE 500'))],
  ] as const) {
    it(`offers the built-in countries and sends its request, the countries ${how}`, async () => {
      // After formTestHooks' before: the page's clients are made against the demo backend.
      const { forms } = formApis();
      const serverCountries = forms.registrationCountries;
      Object.assign(forms, { registrationCountries: answer });
      const logged = captureConsole('warn');
      try {
        const since = await lastReceivedId();
        const host = await mountForm(whiteLabelForm, {}, { step: 'signup' });
        const email = uniqueEmail('built-in-countries');
        await fillForm(host, {
          first_name: 'Grace',
          last_name: 'Hopper',
          email,
          country: 'GB',
          phone: '+44 7700 900123',
          company: 'Hopper Ltd',
          website: 'https://hopper.example',
          terms: true,
        });
        await submitForm(host);
        await waitForStep(host, 'thank-you');
        const [request] = (await acceptedRequests({ path: 'white-label', since })).filter(
          ({ body }) => body?.email === email,
        );
        expect(request!.body).to.include({ country: 'GB', phone: '+44 7700 900123' });
        expect(logged.messages).to.have.length(1);
        expect(logged.messages[0]).to.contain(COUNTRIES_PATH);
      } finally {
        logged.restore();
        Object.assign(forms, { registrationCountries: serverCountries });
      }
      // Eight fields typed key by key.
    }).timeout(20_000);
  }
});
