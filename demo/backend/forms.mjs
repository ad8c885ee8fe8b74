/**
 * The demo's forms, user-account and registration APIs (docs/RULES.md §7), all on this origin: every
 * endpoint the three clients call (forms/endpoints.mjs), with field rules (forms/field-rules.mjs),
 * XSRF checks, idempotency keys, fault switches and a record of what was received.
 *
 * - GET /utils/xsrf: a fresh XSRF-TOKEN cookie, and the token as `{ token }` for a page on another
 *   origin, which must not read it from its own cookies (the clients' refresh after a 403).
 * - GET /__forms/submissions?path=&key=&since=: the records (JSON); DELETE clears them.
 * - `/__scope/bare/`: the same APIs answering as one written from docs/RULES.md §7 alone may:
 *   every endpoint 200 `{}`, no field rules, no ids, no captcha issued (docs/FORMS.md). GET
 *   /__scope/bare/forms.html is the forms page pointed there. The other bare scopes
 *   (`bare-ids`, `bare-otp`, ..., forms/bare-variants.mjs) answer with ids, a code, malformed ids,
 *   a failure, no answer or a cut connection, every call alike or the sign-ups apart from the
 *   rest, and have their forms page too.
 * - GET /demo-social/:provider?state=&return=: the social provider's stand-in, back to the page
 *   with a token and the state (docs/SECURITY.md §11).
 * - GET /__forms/faults: the active faults; POST /__forms/faults { mode, path?, key?, ... }
 *   switches one on or clears them (forms/faults.mjs).
 *
 * Pipeline of an API request: fault `slow` waits, fault `hold` waits for its gate; faults `server-error`, `not-found` and `answer`
 * answer 500, 404 or the answer they carry; a POST or
 * PATCH to the forms or user-account API without a valid XSRF token gets 403; a known
 * Idempotency-Key gets its stored answer; fault `field-errors` answers 422; the field rules may
 * answer 422; the responder answers; fault `drop` loses the answer. A GET to the forms or
 * user-account API sets the XSRF cookie when the request had no valid one.
 */
import { ENDPOINTS } from './forms/endpoints.mjs';
import { createFaults, faultFieldErrors } from './forms/faults.mjs';
import { createIdempotency } from './forms/idempotency.mjs';
import { createRecords } from './forms/records.mjs';
import { INVALID } from './forms/responders.mjs';
import { validate } from './forms/field-rules.mjs';
import { createState } from './forms/state.mjs';
import { createXsrf } from './forms/xsrf.mjs';
import { scopeOf } from './forms/scope.mjs';
import { BARE_VARIANTS, CUT, LATE, LATE_MAX_MS } from './forms/bare-variants.mjs';
import { readFile } from 'node:fs/promises';

const FORMS_PAGE = new URL('../forms.html', import.meta.url);

const XSRF_CHECKED_APIS = new Set(['forms', 'account']);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** '/api/articles/{id}' → '/api/articles/:id' */
const routePath = (path) => path.replace(/\{(\w+)\}/g, ':$1');

export default async function formsApi(app) {
  const state = createState();
  const records = createRecords();
  const faults = createFaults();
  const idempotency = createIdempotency();
  const xsrf = createXsrf();

  app.get('/__forms/submissions', async (request) => records.find(request.query));
  app.delete('/__forms/submissions', async () => {
    records.clear();
    return { cleared: true };
  });
  app.get('/__forms/faults', async () => faults.list());
  app.post('/__forms/faults', async (request, reply) => {
    const problem = faults.set(request.body ?? {});
    return problem ? reply.code(400).send({ message: problem }) : faults.list();
  });

  for (const scope of Object.keys(BARE_VARIANTS)) {
    app.get(`/__scope/${scope}/forms.html`, async (request, reply) => {
      const base = `/__scope/${scope}`;
      const page = (await readFile(FORMS_PAGE, 'utf8')).replace(
        '<body ',
        `<body data-forms-api="${base}" data-account-api="${base}" data-registration-api="${base}" `,
      );
      return reply.type('text/html').send(page);
    });
  }

  // The social provider's stand-in: a site's sign-in URL would start the provider's OAuth round
  // trip with `state`; the demo skips the provider and comes straight back to `?return=` (a path
  // on this site) with a token and the state it was given, as the site's callback would.
  app.get('/demo-social/:provider', async (request, reply) => {
    const { return: back = '/', state = '' } = request.query;
    if (!/^\/(?![/\\])/.test(back)) return reply.code(400).send({ message: 'return must be a path on this site' });
    const target = new URL(back, 'http://demo.invalid');
    const provider = request.params.provider;
    target.searchParams.set('social_provider', provider);
    target.searchParams.set('social_token', `demo-${provider}-token`);
    target.searchParams.set('social_state', state);
    return reply.redirect(target.pathname + target.search + target.hash);
  });

  for (const prefix of ['', '/__scope/:scope']) {
    app.get(`${prefix}/utils/xsrf`, async (request, reply) => {
      const answer = { token: xsrf.issue(reply) };
      records.add(request, { api: 'xsrf', status: 200, response: answer, xsrf: 'issued', fault: null });
      return answer;
    });
    for (const endpoint of ENDPOINTS) {
      app.route({
        method: endpoint.method,
        url: prefix + routePath(endpoint.path),
        handler: (request, reply) => handle(endpoint, request, reply),
      });
    }
  }

  async function handle(endpoint, request, reply) {
    const { scope, path } = scopeOf(request.url);
    if (Object.hasOwn(BARE_VARIANTS, scope))
      return answerBare(BARE_VARIANTS[scope](endpoint), endpoint, request, reply);
    const key = request.headers['idempotency-key'];
    const fault = faults.take(path, key, request.body, scope);
    if (fault?.mode === 'slow') await delay(fault.ms);
    if (fault?.mode === 'hold') await app.gates.pass(fault.gate);
    const checksXsrf = XSRF_CHECKED_APIS.has(endpoint.api);
    const verdict = checksXsrf && request.method !== 'GET' ? xsrf.verdict(request) : 'not checked';
    if (checksXsrf && request.method === 'GET' && !xsrf.hasValidCookie(request)) xsrf.issue(reply);

    const outcome = await outcomeOf(endpoint, request, { path, key, fault, verdict });
    if (!outcome.replayed) {
      records.add(request, {
        api: endpoint.api,
        status: outcome.status,
        response: outcome.body,
        xsrf: verdict,
        fault: fault?.mode ?? null,
      });
    }
    if (fault?.mode === 'drop') return cutConnection(request, reply);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    if (typeof outcome.body === 'string') reply.type('text/html');
    return reply.code(outcome.status).send(outcome.body);
  }

  /** A bare scope's answer (forms/bare-variants.mjs): `{ status, body }`, none (LATE) or a cut connection (CUT). */
  async function answerBare(answer, endpoint, request, reply) {
    const fault = answer === LATE ? 'late' : answer === CUT ? 'cut' : null;
    const { status = null, body = null } = fault ? {} : answer;
    records.add(request, { api: endpoint.api, status, response: body, xsrf: 'not checked', fault });
    if (answer === CUT) return cutConnection(request, reply);
    if (answer !== LATE) return reply.code(status).send(body);
    reply.hijack();
    await untilClosed(reply.raw, LATE_MAX_MS);
    request.raw.socket.destroy();
    return reply;
  }

  async function outcomeOf(endpoint, request, { path, key, fault, verdict }) {
    if (fault?.mode === 'server-error') return { status: 500, body: { message: 'Server Error' } };
    if (fault?.mode === 'not-found') return { status: 404, body: { message: 'Not Found' } };
    if (fault?.mode === 'answer') return { status: fault.status, body: fault.answer };
    if (verdict === 'rejected') return { status: 403, body: { message: 'CSRF token mismatch.' } };
    if (!key || request.method === 'GET') return respond(endpoint, request, fault);
    return idempotency.run(key, `${request.method} ${path}`, () => respond(endpoint, request, fault));
  }

  async function respond(endpoint, request, fault) {
    const body = request.body ?? {};
    if (fault?.mode === 'field-errors') {
      return { status: 422, body: { message: INVALID, errors: faultFieldErrors(body) } };
    }
    const errors = validate(body, endpoint.required);
    if (Object.keys(errors).length) return { status: 422, body: { message: INVALID, errors } };
    const { status, body: answer } = endpoint.respond({
      body,
      params: request.params,
      state,
      locale: request.headers['accept-language'] ?? null,
    });
    const wrapped = endpoint.api === 'forms' && status < 300 ? { data: answer } : answer;
    return { status, body: wrapped };
  }
}

/**
 * The start of the answer, then the cut: a connection closed before the first byte is sent again
 * by the browser on its own, which would hide the fault.
 */
function cutConnection(request, reply) {
  reply.hijack();
  request.raw.socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"da');
  return reply;
}

/** Resolves when the client closes the connection of `response` (it gave up), or after `ms`. */
function untilClosed(response, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
