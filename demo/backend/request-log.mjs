/**
 * What the backend was asked for, so tests and developers can see which chunks and endpoints
 * a page really requested: GET /__backend/requests?path=<substring>, DELETE to clear.
 */
import fp from 'fastify-plugin';

const LIMIT = 2000;

export const requestLog = fp(async (app) => {
  const log = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/__backend/')) return;
    log.push({ method: request.method, url: request.url, time: Date.now() });
    if (log.length > LIMIT) log.shift();
  });
  app.get('/__backend/requests', async (request) => {
    const { path = '' } = request.query;
    return log.filter((entry) => entry.url.includes(path));
  });
  app.delete('/__backend/requests', async () => {
    log.length = 0;
    return { cleared: true };
  });
});
