import { expect } from '@open-wc/testing';
import {
  formsScope,
  lastReceivedId,
  receivedRequests,
  sameSiteBackendUrl,
  uniqueEmail,
} from '../../test/forms-backend';
import { backendUrl } from '../../test/harness';
import { createAccountClient } from './account-client';
import { configuredApiOrigins } from './credentialed-client';
import { createFormsClient } from './forms-client';
import { newIdempotencyKey } from './idempotency-key';

// The page configuration is read once, on first use: this file sets it before anything reads it.
describe('clients made without options', () => {
  let forms: string;
  let account: string;
  before(async () => {
    forms = await sameSiteBackendUrl();
    account = await backendUrl();
    // This file's scope: the requests it reads are its own, not those of the files running beside it.
    const scope = `/__scope/${formsScope()}`;
    Object.assign(document.body.dataset, {
      formsApi: `${forms}${scope}/`,
      accountApi: `${account}${scope}`,
      locale: 'pt-BR',
    });
  });

  it('trust the configured forms and account API origins with the XSRF token', () => {
    expect(configuredApiOrigins()).to.deep.equal([forms, account]);
  });

  it("call the page's forms API in the page's locale, with the XSRF token", async () => {
    const client = createFormsClient();
    const mark = await lastReceivedId();
    await client.loginStepConfig();
    const [read] = await receivedRequests({ path: '/fcm-forms/config/login-step', since: mark });
    expect(read!.headers['accept-language']).to.equal('pt-BR');
    const key = newIdempotencyKey();
    await client.validateEmail({ email: uniqueEmail() }, { idempotencyKey: key });
    expect((await receivedRequests({ key })).at(-1)!.xsrf).to.equal('accepted');
  });

  it("call the page's account API", async () => {
    const key = newIdempotencyKey();
    await createAccountClient()
      .resetPassword({ email: uniqueEmail() }, { idempotencyKey: key })
      .catch(() => undefined);
    const [received] = await receivedRequests({ key });
    expect(received!.headers.host).to.equal(new URL(account).host);
  });
});
