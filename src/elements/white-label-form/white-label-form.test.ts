import { expect } from '@open-wc/testing';
import { uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { whiteLabelForm } from './white-label-form.element';

const WHITE_LABEL = '/utils/custom-forms/white-label';

const details = () => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: uniqueEmail('white-label'),
  phone: '+49 30 1234567',
  country: 'DE',
  company: 'Hopper Brokerage GmbH',
  website: 'https://hopper-brokerage.example',
  terms: true,
});

const mountWhiteLabelForm = () => forms.mountForm(whiteLabelForm, {}, { step: 'signup' });

describe('<white-label-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(mountWhiteLabelForm);

  it('sends the company’s details without timezone and thanks the visitor', async () => {
    const host = await mountWhiteLabelForm();
    const events = forms.recordFormEvents(host);
    await expect(host).to.be.accessible();
    const sent = details();
    await forms.completeStep(host, sent, 'thank-you');
    const request = await forms.postedOnce(WHITE_LABEL, records.since);
    expect(request.body).to.include({ ...sent, phone: '+49301234567' }); // the phone in E.164
    expect(request.body).not.to.have.property('timezone');
    expect(forms.headingText(host)).to.equal('Thank you');
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'white-label-form', step: 'signup' });
  });

  forms.describeFormContract('signup', {
    mount: mountWhiteLabelForm,
    values: details,
    path: WHITE_LABEL,
    next: 'thank-you',
    lists: [COUNTRIES_PATH],
  });
});
