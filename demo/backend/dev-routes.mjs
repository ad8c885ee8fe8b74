/**
 * Development routes: a request log (which chunks and endpoints a page really asked for) and
 * an echo, status and delay service for HTTP client tests. All under /__backend/.
 */
import fp from 'fastify-plugin';

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
  // Waits ?ms= milliseconds (at most 10 s) before answering.
  app.get('/__backend/slow', async (request) => {
    const ms = Math.min(Number(request.query.ms ?? 1000), 10_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { waited: ms };
  });
  app.get('/__backend/text', async (request, reply) => reply.type('text/plain').send(request.query.value ?? 'plain'));
  app.get('/__backend/malformed-json', async (request, reply) => reply.type('application/json').send('{"token": '));
});
