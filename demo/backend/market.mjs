/**
 * The demo's simulated market (docs/CONTRACT.md "Quotes feed"):
 *
 *   GET  /api/quotes/token                       {token}  (?format=text: the token as plain text)
 *   GET  /api/ajax/quotes_typical_spreads?instruments=A,B   {data: {A: 0.00006}}
 *   GET  /api/quotes/day-changes?instruments=AAPL,TSLA     {AAPL: {bid, d_c, chart: {points}}}
 *   WS   /ws/quotes  first message {token, instruments}; {ping:1} → {message:'pong'};
 *        pushes {data: {...}} for the instruments asked for. `?rate=` updates per second
 *        (default 4) and `?every=` milliseconds between messages (default 250) for benchmarks.
 *
 * Fault switches, flipped from the panel at GET /__market or by tests over HTTP:
 *
 *   POST /__market/faults  {dropSockets: true}   close every socket (once)
 *                          {garbage: true}       send each socket a message that is not JSON (once)
 *                          {unexpected: true}    send each socket JSON without data (once)
 *                          {ignorePings: bool}   stop answering pings
 *                          {silent: bool}        stop pushing data (sockets stay open)
 *                          {down: bool}          the socket server is down: open sockets close,
 *                                                new ones are refused (503) until it is up again
 *                          {token: 'ok'|'fail'|'empty'}   the token endpoint answers 503 or ''
 *                          {typicalSpreads: 'ok'|'fail'}, {dayChanges: 'ok'|'fail'}
 *                          {push: {EURUSD: {bid: 1.0229000000000001, ageSeconds: 1799}}}
 *                              send each socket one message with these quotes (once): the
 *                              current quote with the given fields over it, its `time`
 *                              `ageSeconds` old (default 0); e.g. noisy floats or an old quote
 *   GET  /__market/state   open socket count, the switches, and per socket what it received
 *   POST /__market/reset   switches back to normal, closed sockets forgotten
 *
 * Every route and the socket are also served under `/__scope/{name}/` (e.g.
 * `/__scope/t1/ws/quotes`, `/__scope/t1/__market/state`): each scope has its own switches and
 * socket records, so tests running in parallel do not see each other's sockets, and an element
 * test scopes everything through its `data-quotes-api`, `token-url` and `ws_api`. Without the
 * prefix the scope is 'default'. Bounded: at most 50 scopes, 50 sockets each (the oldest closed ones are forgotten), the last
 * 300 messages per socket; a socket's timer stops when it closes.
 */
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import { createMarket } from './market/instruments.mjs';
import { marketPanel } from './market/panel.mjs';

const MAX_SCOPES = 50;
const MAX_SOCKETS_PER_SCOPE = 50;
const MAX_MESSAGES_PER_SOCKET = 300;
const MAX_TOKENS = 1000;
const DEFAULT_RATE = 4;
const DEFAULT_EVERY_MS = 250;
const MIN_EVERY_MS = 5;
const MAX_RATE = 100_000;

const normalFaults = () => ({
  ignorePings: false,
  silent: false,
  down: false,
  token: 'ok',
  typicalSpreads: 'ok',
  dayChanges: 'ok',
});

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const SWITCHES = {
  dropSockets: (value) => value === true,
  garbage: (value) => value === true,
  unexpected: (value) => value === true,
  ignorePings: (value) => typeof value === 'boolean',
  silent: (value) => typeof value === 'boolean',
  down: (value) => typeof value === 'boolean',
  token: (value) => ['ok', 'fail', 'empty'].includes(value),
  typicalSpreads: (value) => ['ok', 'fail'].includes(value),
  dayChanges: (value) => ['ok', 'fail'].includes(value),
  push: (value) => isRecord(value) && Object.values(value).every(isRecord),
};

const SCOPED = /^\/__scope\/([\w-]{1,64})(\/.*)$/;

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const numberIn = (value, fallback, min, max) => {
  const number = Number(value);
  return Number.isFinite(number) && value !== undefined && value !== ''
    ? Math.min(max, Math.max(min, number))
    : fallback;
};

export default fp(async function marketRoutes(app) {
  const market = createMarket();
  const scopes = new Map();
  const tokens = new Set();
  let nextSocketId = 1;

  function scopeOf(name = 'default') {
    let scope = scopes.get(name);
    if (!scope) {
      scope = { name, faults: normalFaults(), sockets: [] };
      scopes.set(name, scope);
      if (scopes.size > MAX_SCOPES) {
        const idle = [...scopes.values()].find((other) => other.sockets.every((record) => !record.open));
        if (idle) scopes.delete(idle.name);
      }
    }
    return scope;
  }

  /** Registers `path` and `/__scope/:scope{path}`; the handler gets the request's scope. */
  function route(method, path, handler) {
    const scoped = (request, reply) => handler(scopeOf(request.params.scope), request, reply);
    app.route({ method, url: path, handler: scoped });
    app.route({ method, url: `/__scope/:scope${path}`, handler: scoped });
  }

  const openRecords = () => [...scopes.values()].flatMap((scope) => scope.sockets.filter((record) => record.open));

  function issueToken() {
    const token = `demo-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    tokens.add(token);
    if (tokens.size > MAX_TOKENS) tokens.delete(tokens.values().next().value);
    return token;
  }

  function send(record, text) {
    if (record.socket.readyState === record.socket.OPEN) record.socket.send(text);
  }

  /** The `push` switch's quotes: the current ones with the given fields over them. */
  function pushedQuotes(quotes) {
    const now = Math.floor(Date.now() / 1000);
    return Object.fromEntries(
      Object.entries(quotes)
        .filter(([code]) => market.has(code))
        .map(([code, { ageSeconds = 0, ...fields }]) => [
          code,
          { ...market.quote(code), time: now - ageSeconds, ...fields },
        ]),
    );
  }

  function sendData(record, codes) {
    if (codes.length === 0) return;
    send(record, JSON.stringify({ data: Object.fromEntries(codes.map((code) => [code, market.quote(code)])) }));
  }

  /** Pushes `rate` updates per second in messages `every` ms apart, to the live instruments asked for. */
  function startPump(record) {
    clearInterval(record.pump);
    const live = record.instruments.filter((code) => market.isLive(code));
    if (live.length === 0) return;
    const perMessage = record.rate * (record.every / 1000);
    let owed = 0;
    record.pump = setInterval(() => {
      if (record.scope.faults.silent) return;
      owed += perMessage;
      const count = Math.floor(owed);
      if (count === 0) return;
      owed -= count;
      const data = {};
      for (let index = 0; index < count; index++) {
        const code = live[Math.floor(Math.random() * live.length)];
        data[code] = market.step(code);
      }
      send(record, JSON.stringify({ data }));
    }, record.every);
  }

  function receive(record, text) {
    record.received.push({ at: Date.now(), text });
    if (record.received.length > MAX_MESSAGES_PER_SOCKET) record.received.shift();
    record.receivedCount++;
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return send(record, JSON.stringify({ message: 'Bad request' }));
    }
    if (message?.ping !== undefined) {
      if (!record.scope.faults.ignorePings) send(record, JSON.stringify({ message: 'pong' }));
      return;
    }
    if (typeof message?.token === 'string') {
      if (!tokens.has(message.token)) {
        send(record, JSON.stringify({ message: 'Invalid token' }));
        return record.socket.close(4001, 'Invalid token');
      }
      record.instruments = list(message.instruments).filter((code) => market.has(code));
      if (!record.scope.faults.silent) sendData(record, record.instruments);
      startPump(record);
    }
  }

  function accept(socket, request) {
    const url = new URL(request.url, 'http://market');
    const scope = scopeOf(SCOPED.exec(url.pathname)?.[1]);
    const record = {
      id: nextSocketId++,
      scope,
      socket,
      open: true,
      openedAt: Date.now(),
      closedAt: null,
      instruments: [],
      rate: numberIn(url.searchParams.get('rate') ?? undefined, DEFAULT_RATE, 0, MAX_RATE),
      every: numberIn(url.searchParams.get('every') ?? undefined, DEFAULT_EVERY_MS, MIN_EVERY_MS, 10_000),
      received: [],
      receivedCount: 0,
      pump: null,
    };
    scope.sockets.push(record);
    while (scope.sockets.length > MAX_SOCKETS_PER_SCOPE) {
      const index = scope.sockets.findIndex((other) => !other.open);
      if (index < 0) break;
      scope.sockets.splice(index, 1);
    }
    socket.on('message', (data) => receive(record, data.toString()));
    socket.on('close', () => {
      clearInterval(record.pump);
      record.open = false;
      record.closedAt = Date.now();
    });
    socket.on('error', () => socket.terminate());
  }

  const wss = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url, 'http://market');
    if ((SCOPED.exec(pathname)?.[2] ?? pathname) !== '/ws/quotes') return;
    if (scopeOf(SCOPED.exec(pathname)?.[1]).faults.down) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  });
  app.addHook('preClose', async () => {
    for (const record of openRecords()) record.socket.terminate();
    await new Promise((resolve) => wss.close(resolve));
  });

  route('GET', '/api/quotes/token', async ({ faults }, request, reply) => {
    if (faults.token === 'fail') return reply.code(503).send({ message: 'Token service unavailable' });
    const token = faults.token === 'empty' ? '' : issueToken();
    if (request.query.format === 'text') return reply.type('text/plain').send(token);
    return { token };
  });

  route('GET', '/api/ajax/quotes_typical_spreads', async ({ faults }, request, reply) => {
    if (faults.typicalSpreads === 'fail') return reply.code(500).send({ message: 'fail' });
    const codes = list(request.query.instruments).filter((code) => market.has(code));
    return { data: Object.fromEntries(codes.map((code) => [code, market.typicalSpread(code)])) };
  });

  route('GET', '/api/quotes/day-changes', async ({ faults }, request, reply) => {
    if (faults.dayChanges === 'fail') return reply.code(502).send({ message: 'fail' });
    const codes = list(request.query.instruments ?? 'AAPL,TSLA,GOOG,NFLX').filter((code) => market.has(code));
    return Object.fromEntries(codes.map((code) => [code, market.dayChange(code)]));
  });

  route('GET', '/__market', async (_scope, _request, reply) =>
    reply.type('text/html').send(marketPanel(market.codes())),
  );

  route('POST', '/__market/faults', async (scope, request, reply) => {
    const body = request.body ?? {};
    const wrong = Object.keys(body).filter((key) => !SWITCHES[key]?.(body[key]));
    if (wrong.length > 0) return reply.code(400).send({ message: `unknown switch or value: ${wrong.join(', ')}` });
    const open = scope.sockets.filter((record) => record.open);
    if (body.garbage) open.forEach((record) => send(record, 'this is not JSON <garbage>'));
    if (body.unexpected) open.forEach((record) => send(record, JSON.stringify({ message: 'maintenance' })));
    if (body.push) open.forEach((record) => send(record, JSON.stringify({ data: pushedQuotes(body.push) })));
    if (body.dropSockets || body.down === true) open.forEach((record) => record.socket.terminate());
    for (const key of ['ignorePings', 'silent', 'down', 'token', 'typicalSpreads', 'dayChanges']) {
      if (key in body) scope.faults[key] = body[key];
    }
    return { faults: scope.faults };
  });

  route('GET', '/__market/state', async (scope) => {
    return {
      scope: scope.name,
      faults: scope.faults,
      openSockets: scope.sockets.filter((record) => record.open).length,
      sockets: scope.sockets.map(
        ({ id, open, openedAt, closedAt, instruments, rate, every, received, receivedCount }) => ({
          id,
          open,
          openedAt,
          closedAt,
          instruments,
          rate,
          every,
          receivedCount,
          received,
        }),
      ),
    };
  });

  route('POST', '/__market/reset', async (scope) => {
    scope.faults = normalFaults();
    scope.sockets = scope.sockets.filter((record) => record.open);
    return { faults: scope.faults };
  });
});
