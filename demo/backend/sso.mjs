/**
 * The demo's single-sign-on host, a second origin (its own port): `/session` is the page the
 * library's hidden frame loads; it posts `{ loggedIn }` to the page that framed it. `/login` and
 * `/logout` set and clear this origin's session cookie. `ssoDemoRoutes` adds to the main demo app
 * what the shell and home pages need: the pages with `data-sso-host` naming this host, the shell
 * under product-type paths, and a stand-in image server.
 */
import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SESSION_COOKIE = 'demo_sso_session';

const hasSession = (request) => new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=1(?:;|$)`).test(request.headers.cookie ?? '');

/**
 * The frame's page. It answers the origin named by `?origin=` (tests frame it from other origins),
 * else the framing page's origin. A real SSO host must answer only its own sites' origins: anyone
 * may frame this page and would learn whether the visitor is signed in.
 */
const sessionPage = (loggedIn) => `<!doctype html>
<meta charset="utf-8" />
<title>Session</title>
<script>
  const requested = new URLSearchParams(location.search).get('origin');
  const framer = location.ancestorOrigins?.[0] ?? (document.referrer && new URL(document.referrer).origin);
  const target = requested || framer;
  if (target && parent !== window) parent.postMessage({ loggedIn: ${JSON.stringify(loggedIn)} }, target);
</script>`;

/** After login or logout: back to `?return=` (http and https URLs only), or a short page. */
function finish(request, reply, message) {
  const back = request.query.return;
  if (typeof back === 'string' && /^https?:\/\//.test(back)) return reply.redirect(back);
  return reply.type('text/html').send(`<!doctype html><meta charset="utf-8" /><title>SSO</title><p>${message}</p>`);
}

export async function createSsoApp({ logger = false } = {}) {
  const app = Fastify({ logger });
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  app.get('/session', (request, reply) => reply.type('text/html').send(sessionPage(hasSession(request))));
  app.get('/login', (request, reply) => {
    reply.header('set-cookie', `${SESSION_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly`);
    return finish(request, reply, 'Signed in on the SSO host.');
  });
  app.get('/logout', (request, reply) => {
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0`);
    return finish(request, reply, 'Signed out on the SSO host.');
  });
  return app;
}

/** Routes for the main demo app; `ssoPort` is where createSsoApp listens. */
export async function ssoDemoRoutes(app, { ssoPort }) {
  // The pages that show the session get the SSO host on <body>, as a site's templates write it:
  // this page's host name on the SSO port, so localhost and 127.0.0.1 both work. (A script that
  // set it held up the parsing of everything after it, the risk warning included.)
  const withSsoHost = async (request, reply, file) => {
    const html = await readFile(path.join(demoDir, file), 'utf8');
    const ssoHost = `${request.protocol}://${request.hostname.replace(/:\d+$/, '')}:${ssoPort}`;
    return reply.type('text/html').send(html.replace('<body ', `<body data-sso-host="${ssoHost}" `));
  };
  app.get('/home.html', (request, reply) => withSsoHost(request, reply, 'home.html'));
  app.get('/shell.html', (request, reply) => withSsoHost(request, reply, 'shell.html'));
  // content-visibility reads the product type from the path: the shell under each type's path.
  for (const type of ['cfd', 'etf', 'sb', 'stock']) {
    app.get(`/${type}/shell.html`, (request, reply) => withSsoHost(request, reply, 'shell.html'));
  }

  // Stand-in for the image server: draws the size the lazy-image rule asked for (`?width=`, `&format=`).
  app.get('/demo-images/:name', (request, reply) => {
    const width = Number(request.query.width) || 720;
    const label = `${request.params.name}: width=${request.query.width ?? 'original'}${request.query.format ? ` format=${request.query.format}` : ''}`;
    const height = Math.round(width * 0.5);
    reply.type('image/svg+xml')
      .send(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#dde6f3"/>
  <text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="18">${escapeXml(label)}</text>
</svg>`);
  });
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
