/**
 * The demo's `bare-late` scope (demo/backend/forms/bare-variants.mjs) answers nothing: each call
 * is held until the browser gives up. On the forms client's clock, the login says the server took
 * too long, keeps what was typed, and the button sends again.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loginForm } from '../elements/login-form/login-form.element';
import { KIT_STRINGS } from '../forms/translations';
import { fieldValues, waitForField, type Values } from '../test/bare-walks';
import { arrivedAt, receivedAt, useBareScope } from '../test/demo-bare-scopes';
import { useFakeClock } from '../test/fake-clock';
import { lastReceivedId } from '../test/forms-backend';
import { alertText, fillForm, mountForm, removeForms, submitButton } from '../test/forms';

const SCOPE = 'bare-late';
const LOGIN = '/api/user/authorise';
const login = (): Values => ({ email: 'ada@example.com', password: 'Trader2024' });

describe("the demo backend's bare-late scope", function () {
  this.timeout(20_000);
  const clock = useFakeClock();
  before(() => useBareScope(SCOPE));
  afterEach(removeForms);

  it('answers nothing: the login says the server took too long, keeps what was typed and sends again', async () => {
    const since = await lastReceivedId();
    const mounted = mountForm(loginForm);
    // The step's configuration is held too: its default fields come after 3 s on the form's clock.
    await arrivedAt(SCOPE, '/fcm-forms/config/login-step', since);
    clock().advance(3000);
    const host = await mounted;
    await waitForField(host, 'email');
    await fillForm(host, login());
    submitButton(host).click();
    await arrivedAt(SCOPE, LOGIN, since);
    clock().advance(30_000);
    await waitUntil(() => alertText(host), 'no alert');
    expect(alertText(host)).to.equal(KIT_STRINGS.timeout_error);
    expect(fieldValues(host, Object.keys(login()))).to.deep.equal(login());
    const [held] = await receivedAt(SCOPE, LOGIN, since);
    expect(held).to.include({ status: null, fault: 'late' });

    submitButton(host).click();
    await arrivedAt(SCOPE, LOGIN, since, 2);
    // The client gives up on this one too, and the server lets it go.
    clock().advance(30_000);
    await waitUntil(() => alertText(host), 'no alert after sending again');
  });
});
