/**
 * The demo server sends a reset link's page (`?hash=…`) with `Referrer-Policy: no-referrer`, so
 * the requests that page makes before the form strips the hash carry no secret in Referer
 * (docs/SECURITY.md, "Reset pages").
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createBackend } from '../demo/backend/index.mjs';

const app = await createBackend();
after(() => app.close());

test('a reset link’s page goes without a Referer, and other pages as the browser likes', async () => {
  const reset = await app.inject({ url: '/forms.html?hash=Ab12Cd34&keep=1' });
  assert.equal(reset.statusCode, 200);
  assert.equal(reset.headers['referrer-policy'], 'no-referrer');
  const plain = await app.inject({ url: '/forms.html?keep=1' });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['referrer-policy'], undefined);
});
