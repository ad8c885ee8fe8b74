/**
 * `npm start`: serves the demo page, dist/ and the embedded backend on http://localhost:8080
 * (PORT overrides; HOST too, default 127.0.0.1), and the single-sign-on stand-in, a second
 * origin, on port 8081 (SSO_PORT overrides).
 */
import { createBackend } from './backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from './backend/sso.mjs';

const port = Number(process.env.PORT ?? 8080);
const ssoPort = Number(process.env.SSO_PORT ?? 8081);
const host = process.env.HOST ?? '127.0.0.1';

const sso = await createSsoApp();
await sso.listen({ host, port: ssoPort });
const app = await createBackend();
await app.register(ssoDemoRoutes, { ssoPort });
await app.listen({ host, port });
console.log(`Demo: http://localhost:${port}/  page shell: http://localhost:${port}/shell.html  (Ctrl+C stops it)`);
console.log(`Single sign-on host: http://localhost:${ssoPort}/`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void Promise.all([app.close(), sso.close()]).then(() => process.exit(0)));
}
