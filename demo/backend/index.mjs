/**
 * The demo's embedded backend: serves demo/ and dist/ (also under /cdn/v1/, to prove dist/
 * works from any path) and the development routes. Later features add their own route modules.
 * The same app serves `npm start` and the tests.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devRoutes } from './dev-routes.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function createBackend({ root = projectRoot, logger = false } = {}) {
  const app = Fastify({ logger });

  // Any page (the test runner's origin, a partner's) may load the library and call the API.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', request.headers.origin ?? '*');
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE');
      reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });

  // A reset link's page (`?hash=…`): its address holds a secret until the form has read it, and
  // no request the page makes may carry it in Referer (docs/SECURITY.md, "Reset pages").
  app.addHook('onRequest', async (request, reply) => {
    if (new URL(request.url, 'http://demo').searchParams.has('hash')) reply.header('referrer-policy', 'no-referrer');
  });

  // Compressed as any production host or CDN serves it: the page budgets (npm run bench:page)
  // simulate a phone on slow 4G, where the entry's chunk is 52 kB gzipped but 182 kB raw.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(devRoutes);
  await app.register(import('./search.mjs'), { pagesDir: path.join(root, 'demo') });
  await app.register(import('./forms.mjs'));
  await app.register(import('./market.mjs'));
  await app.register(import('./content.mjs'));
  // redirect: `/webtrader` (where logins send the visitor) serves demo/webtrader/index.html.
  await app.register(fastifyStatic, {
    root: path.join(root, 'demo'),
    prefix: '/',
    index: 'index.html',
    redirect: true,
  });
  // The icons keep their names from build to build (a glyph's drawing does not change within a
  // pinned @material-symbols version), and a page fetches each one it draws: cached for good.
  const icons = path.join(root, 'dist', 'icons') + path.sep;
  const setHeaders = (reply, file) => {
    if (file.startsWith(icons)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  };
  for (const prefix of ['/dist/', '/cdn/v1/']) {
    await app.register(fastifyStatic, { root: path.join(root, 'dist'), prefix, decorateReply: false, setHeaders });
  }
  return app;
}
