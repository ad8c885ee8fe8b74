/**
 * A bare registration backend for the tests, written from docs/RULES.md §7's list of calls alone
 * (not from the demo's responders nor the clients' endpoint tables): every call the spec lists
 * answers 200 `{}`, a known path asked with another method 405, any other path 404. It knows
 * nothing of fields, countries or captchas: a form that completes against it completes against
 * any API written from the spec (issue #19).
 *
 * The XSRF token as docs/RULES.md §6 has it: GET /utils/xsrf sets an `XSRF-TOKEN` cookie and
 * answers the token as `{ token }` (also when `failing`: it is how the clients send, not a list);
 * it checks none.
 *
 * - `/__scope/{scope}/...`: the same API, whose settings and records are that scope's alone (a
 *   test file points its page there; files run side by side).
 * - POST /__bare/settings `{ scope, failing?, answers? }`: with `failing`, every call answers
 *   500 (or `failing`'s status, e.g. 404: an API that has no such endpoint); `answers` maps a path (as the spec writes it, `{name}` placeholders included) to the
 *   `{ status?, body, gate? }` it answers instead, e.g. a sign-up's success or an issued
 *   captcha (held at `gate` until the test opens it: an answer late, demo/backend/gates.mjs).
 *   Replaces the scope's settings; `{ scope }` alone puts the defaults back.
 * - GET /__bare/requests?scope=&since=: what the scope received, in order, as
 *   `{ id, method, path, query, headers, cookies, body, status, response }`.
 * - GET /__bare/gates/:name: how many requests reached the gate and wait there; POST
 *   /__bare/gates/:name/open lets them through.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createGates } from '../../demo/backend/gates.mjs';

/** docs/RULES.md §7, copied by hand: "Forms client" (POST unless marked), "User-account client", "Registration client". */
const SPEC_CALLS = `
POST /utils/custom-forms/signup/validate-email
POST /fcm-forms/user-status
POST /fcm-forms/verify-phone
GET /fcm-forms/config/login-step
POST /utils/custom-forms/signup/thank-you-step
POST /fcm-forms/config/ty-page-single
POST /utils/forex-demo-ty
GET /fcm-forms/config/verify-email
POST /utils/custom-forms/email-verify/resend
POST /fcm-forms/config/reset-password-form
POST /fcm-forms/restore-password
POST /fcm-forms/config/password-restore-confirmation
POST /utils/custom-forms/signup/signup-step-2
POST /fcm-forms/config/signup-step-2
POST /utils/custom-forms/partner/step2
POST /utils/custom-forms/islamic-account/step2
POST /utils/custom-forms/education/signup-step2
POST /utils/custom-forms/metatrader-4/step2
POST /utils/custom-forms/metatrader-se/step2
POST /utils/custom-forms/partner-affiliate/step2
POST /fcm-forms/config/forex-demo-form-step-2
POST /fcm-forms/create-demo-account-2-step
POST /utils/fcm-forms/trading-central/step2
POST /fcm-forms/signup
POST /utils/custom-forms/signup/partner-signup
POST /utils/custom-forms/forex-demo/signup
POST /utils/custom-forms/email/signup
POST /utils/custom-forms/signup
POST /utils/custom-forms/tradedays
POST /utils/custom-forms/latam-expo
POST /utils/custom-forms/signup/lead-signup
POST /utils/custom-forms/metatrader-5/signup
POST /utils/fcm-forms/trading-central/register
POST /utils/custom-forms/signup/affiliate-signup
POST /utils/custom-forms/mac-trader
POST /utils/custom-forms/demo-signup
POST /utils/custom-forms/signup-lead-with-demo
POST /utils/custom-forms/white-label
POST /utils/custom-forms/dubai-expo
POST /utils/custom-forms/esg
POST /utils/custom-forms/mac-trader-jwt
PATCH /utils/custom-forms/signup/lead-activate
POST /utils/trigger-events
POST /utils/client-id
GET /api/profiles/email/{email}
POST /utils/custom-forms/education/fetch-thank-you
GET /utils/custom-forms/education/zth/fetch-thank-you
POST /utils/mt4-download/old
POST /utils/mt4-download/new
POST /utils/mt5-download/new
POST /utils/premium-analytics
POST /utils/mt4se-ty
POST /utils/fcm-forms/trading-central/email
POST /utils/trading-central-ty
POST /utils/download-ebook
POST /fcm-forms/marketing-emails
POST /fcm-forms/registration-countries
POST /fcm-forms/registration-companies
POST /api/articles/{id}
POST /api/subscribe
POST /api/sign-up-finexware
POST /api/user/authorise
POST /api/user/premium-analytics/authorise
POST /api/user/premium-analytics/authorise/phone
POST /api/user/premium-analytics/register
POST /api/user/authorise/phone
POST /api/user/unified
POST /api/user/reset_password
POST /api/user/reset_password/phone
POST /api/user/reset_password/phone/proceed
POST /api/user/activation_code/resend
POST /api/user/authorise/social
POST /api/campaign/signup
POST /registration/unregistered_cfd_consent/
GET /activation_code/verify/{code}/
POST /auth/send_onetime_auth_sms/
GET /password/reset/{hash}/
POST /password/reset/{hash}/
POST /captcha/registration/create_token/
POST /captcha/geetest4/verify/
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.split(' ');
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, path, pattern };
  });

const XSRF_PATH = '/utils/xsrf';
const SCOPED = /^\/__scope\/([\w-]{1,64})(\/.*)$/;
const GATE = /^\/__bare\/gates\/([\w-]{1,64})(\/open)?$/;
const MAX_RECORDS = 5000;

/** The spec's call for a path: `{ methods, path }` (the path as the spec writes it), or null. */
export function specCall(path) {
  const calls = SPEC_CALLS.filter((call) => call.pattern.test(path));
  return calls.length ? { path: calls[0].path, methods: calls.map((call) => call.method) } : null;
}

export function createBareBackend() {
  const settings = new Map();
  const records = [];
  const gates = createGates();
  let lastId = 0;

  function answerOf(scope, method, path) {
    const call = specCall(path);
    if (!call) return { status: 404, body: { message: 'Not Found' } };
    if (!call.methods.includes(method)) return { status: 405, body: { message: 'Method Not Allowed' } };
    const { failing = false, answers = {} } = settings.get(scope) ?? {};
    const answer = answers[call.path];
    if (answer) return { status: answer.status ?? 200, body: answer.body ?? {}, gate: answer.gate };
    if (failing === 404) return { status: 404, body: { message: 'Not Found' } };
    return failing ? { status: 500, body: { message: 'Server Error' } } : { status: 200, body: {} };
  }

  async function handle(request, response) {
    const url = new URL(request.url, 'http://bare');
    cors(request, response);
    if (request.method === 'OPTIONS') return send(response, 204);
    const text = await bodyText(request);
    if (url.pathname === '/__bare/settings' && request.method === 'POST') {
      const { scope = null, ...scopeSettings } = JSON.parse(text || '{}');
      settings.set(scope, scopeSettings);
      return send(response, 200, { scope, ...scopeSettings });
    }
    if (url.pathname === '/__bare/requests') {
      const scope = url.searchParams.get('scope');
      const since = Number(url.searchParams.get('since') ?? 0);
      return send(
        response,
        200,
        records.filter((record) => record.scope === scope && record.id > since),
      );
    }
    const gate = GATE.exec(url.pathname);
    if (gate) return send(response, 200, gate[2] ? gates.open(gate[1]) : gates.state(gate[1]));
    const scoped = SCOPED.exec(url.pathname);
    const scope = scoped ? scoped[1] : null;
    const path = scoped ? scoped[2] : url.pathname;
    const {
      status,
      body,
      gate: held,
    } = path === XSRF_PATH && request.method === 'GET' ? xsrfAnswer(response) : answerOf(scope, request.method, path);
    records.push({
      id: ++lastId,
      scope,
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      cookies: cookieNames(request.headers.cookie),
      body: parsed(text),
      status,
      response: body,
    });
    if (records.length > MAX_RECORDS) records.shift();
    if (held) await gates.pass(held);
    return send(response, status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, { message: String(error) }));
  });
  return {
    server,
    listen: ({ host, port }) => new Promise((resolve) => server.listen(port, host, resolve)),
    close: () => {
      gates.openAll();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function xsrfAnswer(response) {
  const token = randomUUID();
  response.setHeader('set-cookie', `XSRF-TOKEN=${token}; Path=/; SameSite=Lax`);
  return { status: 200, body: { token } };
}

/** Any page may call it with credentials, as the demo backend allows. */
function cors(request, response) {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('vary', 'origin');
  if (request.method === 'OPTIONS') {
    response.setHeader('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE');
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
  }
}

function send(response, status, body) {
  if (body === undefined) return void response.writeHead(status).end();
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function bodyText(request) {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function parsed(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function cookieNames(header = '') {
  return header
    .split(';')
    .map((pair) => pair.trim().split('=')[0])
    .filter(Boolean);
}
