import { expect } from '@open-wc/testing';
import { useFakeClock } from '../../test/fake-clock';
import { withGate } from '../../test/gates';
import { backendUrl } from '../../test/harness';
import { httpFailure } from '../../test/http-failure';
import { createHttpClient, DEFAULT_TIMEOUT_MS } from './http-client';

async function client(options: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl: `${await backendUrl()}/__backend`, ...options });
}

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

describe('HTTP client', () => {
  it('sends the method, path, query, headers and JSON body the caller gave', async () => {
    const http = await client({ headers: () => ({ 'Accept-Language': 'de' }), query: () => ({ geoip: 'DE' }) });
    const echo = await http.request<Echo>('PATCH', '/echo/lead', {
      query: { id: 7, skip: undefined },
      body: { email: 'a@b.c' },
      headers: { 'X-Extra': '1' },
    });
    expect(echo.method).to.equal('PATCH');
    expect(echo.path).to.equal('/__backend/echo/lead');
    expect(echo.query).to.deep.equal({ geoip: 'DE', id: '7' });
    expect(echo.headers['accept-language']).to.equal('de');
    expect(echo.headers['x-extra']).to.equal('1');
    expect(echo.headers['content-type']).to.contain('application/json');
    expect(echo.body).to.deep.equal({ email: 'a@b.c' });
  });

  it('returns plain text bodies as text', async () => {
    const http = await client();
    expect(await http.get('/text', { query: { value: 'abc123' } })).to.equal('abc123');
  });

  it('rejects a 4xx with ERR_BAD_REQUEST, the status and the parsed body', async () => {
    const error = await httpFailure((await client()).post('/status/422', { email: 'x' }));
    expect(error.code).to.equal('ERR_BAD_REQUEST');
    expect(error.status).to.equal(422);
    expect(error.body).to.deep.equal({ message: 'status 422', errors: { email: 'Email is taken' } });
  });

  it('rejects a 5xx with ERR_BAD_RESPONSE', async () => {
    const error = await httpFailure((await client()).get('/status/503', { query: { type: 'text' } }));
    expect(error.code).to.equal('ERR_BAD_RESPONSE');
    expect(error.status).to.equal(503);
    expect(error.body).to.equal('status 503');
  });

  it('rejects an unreachable server with ERR_NETWORK', async () => {
    const http = createHttpClient({ baseUrl: 'http://127.0.0.1:9' });
    expect((await httpFailure(http.get('/anything'))).code).to.equal('ERR_NETWORK');
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    /** Whether `promise` has settled, after the tasks already queued have run. */
    const settled = async (promise: Promise<unknown>) => {
      let done = false;
      void promise.then(
        () => (done = true),
        () => (done = true),
      );
      await new Promise((resolve) => setTimeout(resolve));
      return done;
    };

    for (const [given, timeoutMs] of [
      ['the default timeout', undefined],
      ['the client timeout', 500],
    ] as const) {
      it(`rejects an answer later than ${given} with ETIMEDOUT, not before`, () =>
        withGate(async (gate) => {
          const http = await client({ timeoutMs });
          const pending = http.get(`/held/${gate.name}`);
          await gate.arrived();
          clock().advance((timeoutMs ?? DEFAULT_TIMEOUT_MS) - 1);
          expect(await settled(pending), 'gave up early').to.equal(false);
          clock().advance(1);
          expect((await httpFailure(pending)).code).to.equal('ETIMEDOUT');
        }));
    }

    it("rejects an answer later than the request's own timeout with ETIMEDOUT", () =>
      withGate(async (gate) => {
        const pending = (await client({ timeoutMs: 500 })).get(`/held/${gate.name}`, { timeoutMs: 50 });
        await gate.arrived();
        clock().advance(50);
        expect((await httpFailure(pending)).code).to.equal('ETIMEDOUT');
      }));

    it('takes an answer that comes before the timeout', () =>
      withGate(async (gate) => {
        const pending = (await client({ timeoutMs: 500 })).get(`/held/${gate.name}`);
        await gate.arrived();
        clock().advance(499);
        await gate.open();
        expect(await pending).to.deep.equal({ held: gate.name });
        expect(clock().pending, 'the timeout outlived the answer').to.equal(0);
      }));
  });

  it('rejects a canceled request with ERR_CANCELED', () =>
    withGate(async (gate) => {
      const controller = new AbortController();
      const pending = (await client()).get(`/held/${gate.name}`, { signal: controller.signal });
      await gate.arrived();
      controller.abort();
      expect((await httpFailure(pending)).code).to.equal('ERR_CANCELED');
    }));

  it('rejects malformed JSON with ERR_BAD_RESPONSE', async () => {
    expect((await httpFailure((await client()).get('/malformed-json'))).code).to.equal('ERR_BAD_RESPONSE');
  });

  it('gives the headers hook the absolute request URL, query included', async () => {
    const seen: string[] = [];
    const http = await client({
      query: () => ({ geoip: 'DE' }),
      headers: (url) => {
        seen.push(url.href);
        return { 'X-Origin': url.origin };
      },
    });
    const echo = await http.get<Echo>('/echo/where', { query: { id: 1 } });
    expect(seen).to.deep.equal([`${await backendUrl()}/__backend/echo/where?geoip=DE&id=1`]);
    expect(echo.headers['x-origin']).to.equal(await backendUrl());
  });

  it('sends a failed request once more, with fresh headers, when retryOnce resolves true', async () => {
    let attempt = 0;
    const retried: [number | null, string][] = [];
    const http = await client({
      headers: () => ({ 'X-Attempt': String(++attempt) }),
      retryOnce: async (error, method) => {
        retried.push([error.status, method]);
        return true;
      },
    });
    const error = await httpFailure(http.post('/status/403', {}));
    expect(retried, 'retryOnce is not asked again about the retry').to.deep.equal([[403, 'POST']]);
    expect(attempt).to.equal(2);
    expect(error.status).to.equal(403);
  });

  it('sends a request only once when retryOnce resolves false', async () => {
    let attempt = 0;
    const http = await client({ headers: () => ({ 'X-Attempt': String(++attempt) }), retryOnce: async () => false });
    expect((await httpFailure(http.get('/status/500'))).code).to.equal('ERR_BAD_RESPONSE');
    expect(attempt).to.equal(1);
  });
});
