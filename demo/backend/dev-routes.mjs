/**
 * Development routes: a request log (which chunks and endpoints a page really asked for), an
 * echo and status service for HTTP client tests, and the gates a test holds answers at
 * (gates.mjs; `app.gates` for the other routes' `hold` faults). All under /__backend/.
 */
import fp from 'fastify-plugin';
import { createGates } from './gates.mjs';

const LOG_LIMIT = 2000;

export const devRoutes = fp(async (app) => {
  const log = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/__backend/')) return;
    log.push({ method: request.method, url: request.url, time: Date.now() });
    if (log.length > LOG_LIMIT) log.shift();
  });
  // GET /__backend/requests?path=<substring>; DELETE clears.
  app.get('/__backend/requests', async (request) =>
    log.filter((entry) => entry.url.includes(request.query.path ?? '')),
  );
  app.delete('/__backend/requests', async () => {
    log.length = 0;
    return { cleared: true };
  });

  // What the server received: method, path, query, headers, cookies and body.
  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/__backend/echo/*',
    handler: async (request) => ({
      method: request.method,
      path: request.url.split('?')[0],
      query: request.query,
      headers: request.headers,
      body: request.body ?? null,
    }),
  });
  // Answers with the given status and a JSON (or ?type=text) body.
  app.all('/__backend/status/:code', async (request, reply) => {
    const code = Number(request.params.code);
    if (request.query.type === 'text') return reply.code(code).type('text/plain').send(`status ${code}`);
    return reply.code(code).send({ message: `status ${code}`, errors: { email: 'Email is taken' } });
  });
  // GET /__backend/gates/:name: how many requests reached the gate and wait there; POST
  // /__backend/gates/:name/open lets them through. GET /__backend/held/:name answers once its gate opens.
  const gates = createGates();
  app.decorate('gates', gates);
  app.addHook('preClose', async () => gates.openAll());
  app.get('/__backend/gates/:name', async (request) => gates.state(request.params.name));
  app.post('/__backend/gates/:name/open', async (request) => gates.open(request.params.name));
  app.get('/__backend/held/:name', async (request) => {
    await gates.pass(request.params.name);
    return { held: request.params.name };
  });
  app.get('/__backend/text', async (request, reply) => reply.type('text/plain').send(request.query.value ?? 'plain'));
  app.get('/__backend/malformed-json', async (request, reply) => reply.type('application/json').send('{"token": '));
});
