/**
 * The content widgets' demo data (articles, instruments, payment methods, ...), with the same
 * kind of fault switches as the forms and market endpoints. Each content module registers its
 * routes through `route(method, path, handler)`, which serves the path as it is and under
 * `/__scope/{scope}/`, so tests running side by side fault only their own scope:
 *
 *   POST /__content/faults { path, scope?, mode, ms?, gate?, answer? }   mode:
 *     `empty`      200 `{}`
 *     `malformed`  200 with `answer` (default `{"data": 42}`), another shape than expected
 *     `not-found`  404
 *     `fail`       500
 *     `slow`       waits `ms` (default 4000, at most 30000), then answers as usual
 *     `hold`       waits until the test opens the gate named `gate` (gates.mjs), then answers as usual
 *     `ok`         clears the faults of `path` (all of them without a path)
 *   GET  /__content/faults  the faults in force
 *
 * `path` is the route's path without the scope prefix, e.g. `/api/articles`; `scope` defaults to
 * 'default' (no prefix).
 */
import fp from 'fastify-plugin';
import { articleRoutes } from './content/articles.mjs';
import { catalogRoutes } from './content/catalog.mjs';
import { noticeRoutes } from './content/notices.mjs';

const MODES = ['empty', 'malformed', 'not-found', 'fail', 'slow', 'hold', 'ok'];
const DEFAULT_SLOW_MS = 4000;
const MAX_SLOW_MS = 30_000;
const MAX_FAULTS = 200;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export default fp(async (app) => {
  /** key `${scope} ${path}` → fault */
  const faults = new Map();

  app.get('/__content/faults', async () => Object.fromEntries(faults));
  app.post('/__content/faults', async (request, reply) => {
    const { path, scope = 'default', mode, ms, gate, answer } = request.body ?? {};
    if (!MODES.includes(mode)) return reply.code(400).send({ message: `mode must be one of ${MODES.join(', ')}` });
    if (mode === 'ok') {
      if (path) faults.delete(`${scope} ${path}`);
      else faults.clear();
      return Object.fromEntries(faults);
    }
    if (typeof path !== 'string') return reply.code(400).send({ message: 'path is required' });
    if (mode === 'hold' && typeof gate !== 'string') return reply.code(400).send({ message: 'hold needs a gate' });
    if (faults.size >= MAX_FAULTS) faults.delete(faults.keys().next().value);
    faults.set(`${scope} ${path}`, {
      mode,
      ms: Math.min(Number(ms ?? DEFAULT_SLOW_MS), MAX_SLOW_MS),
      gate,
      answer: answer ?? { data: 42 },
    });
    return Object.fromEntries(faults);
  });

  /** Serves `path` (fastify syntax, e.g. `/api/articles/:id`) plainly and under a scope. */
  function route(method, path, handler) {
    const serve = (scope) => async (request, reply) => {
      const fault = faults.get(`${scope(request)} ${path}`);
      if (fault?.mode === 'slow') await delay(fault.ms);
      if (fault?.mode === 'hold') await app.gates.pass(fault.gate);
      if (fault?.mode === 'empty') return {};
      if (fault?.mode === 'malformed') return fault.answer;
      if (fault?.mode === 'not-found') return reply.code(404).send({ message: 'not found' });
      if (fault?.mode === 'fail') return reply.code(500).send({ message: 'server error' });
      return handler(request, reply);
    };
    app.route({ method, url: path, handler: serve(() => 'default') });
    app.route({ method, url: `/__scope/:scope${path}`, handler: serve((request) => request.params.scope) });
  }

  await articleRoutes(route);
  await catalogRoutes(route);
  await noticeRoutes(route);
});
