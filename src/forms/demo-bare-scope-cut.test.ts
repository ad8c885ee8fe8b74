/**
 * The demo's `bare-cut` scope (demo/backend/forms/bare-variants.mjs) cuts every connection a few
 * bytes into the answer: the login says the server could not be reached, keeps what was typed,
 * and the button sends again.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loginForm } from '../elements/login-form/login-form.element';
import { KIT_STRINGS } from '../forms/translations';
import { fieldValues, waitForField, type Values } from '../test/bare-walks';
import { arrivedAt, receivedAt, useBareScope } from '../test/demo-bare-scopes';
import { lastReceivedId } from '../test/forms-backend';
import { alertText, fillForm, mountForm, removeForms, submitForm } from '../test/forms';

const SCOPE = 'bare-cut';
const LOGIN = '/api/user/authorise';
const login = (): Values => ({ email: 'ada@example.com', password: 'Trader2024' });

describe("the demo backend's bare-cut scope", function () {
  this.timeout(20_000);
  before(() => useBareScope(SCOPE));
  afterEach(removeForms);

  it('cuts every connection: the login says the server could not be reached, keeps what was typed and sends again', async () => {
    const since = await lastReceivedId();
    const host = await mountForm(loginForm);
    await waitForField(host, 'email');
    await fillForm(host, login());
    await submitForm(host);
    await waitUntil(() => alertText(host), 'no alert');
    expect(alertText(host)).to.equal(KIT_STRINGS.network_error);
    expect(fieldValues(host, Object.keys(login()))).to.deep.equal(login());
    await submitForm(host);
    await arrivedAt(SCOPE, LOGIN, since, 2);
    const cut = await receivedAt(SCOPE, LOGIN, since);
    expect(cut.map(({ status, fault }) => ({ status, fault }))).to.deep.equal([
      { status: null, fault: 'cut' },
      { status: null, fault: 'cut' },
    ]);
  });
});
