/**
 * `npm start`: serves the demo page, dist/ and the embedded backend on http://localhost:8080
 * (PORT overrides; HOST too, default 127.0.0.1).
 */
import { createBackend } from './backend/index.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await createBackend();
await app.listen({ host, port });
console.log(`Demo: http://localhost:${port}/  (Ctrl+C stops it)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
