/**
 * GET /__market: a small page with the market's fault switches, for a developer watching the
 * demo page in another tab. Under `/__scope/{name}/__market` it works on that scope.
 */
export const marketPanel = (codes) => `<!doctype html>
<meta charset="utf-8" />
<title>Simulated market</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; max-width: 60rem; }
  button { margin: 0 0.5rem 0.5rem 0; }
  pre { background: #f4f4f4; padding: 1rem; overflow: auto; max-height: 24rem; }
</style>
<h1>Simulated market</h1>
<p>Instruments: ${codes.join(', ')}. Stale on purpose: USDTRY, USDZAR, EURNOK, BABA.</p>
<h2>Once</h2>
<button data-fault='{"dropSockets":true}'>Drop all sockets</button>
<button data-fault='{"garbage":true}'>Send garbage</button>
<button data-fault='{"unexpected":true}'>Send a message without data</button>
<h2>Switches</h2>
<button data-fault='{"ignorePings":true}'>Ignore pings</button>
<button data-fault='{"ignorePings":false}'>Answer pings</button>
<button data-fault='{"silent":true}'>Stop data</button>
<button data-fault='{"silent":false}'>Resume data</button><br />
<button data-fault='{"token":"fail"}'>Token fails</button>
<button data-fault='{"token":"empty"}'>Token empty</button>
<button data-fault='{"token":"ok"}'>Token ok</button><br />
<button data-fault='{"typicalSpreads":"fail"}'>Typical spreads fail</button>
<button data-fault='{"dayChanges":"fail"}'>Day changes fail</button>
<button data-reset>Reset everything</button>
<h2>State</h2>
<pre id="state"></pre>
<script type="module">
  const base = location.pathname.replace(/[/]$/, '');
  const post = (path, body) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  async function show() {
    const state = await (await fetch(base + '/state')).json();
    for (const socket of state.sockets) socket.received = socket.received.slice(-5);
    document.getElementById('state').textContent = JSON.stringify(state, null, 2);
  }
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    if (button.dataset.reset !== undefined) await post('/reset', {});
    else await post('/faults', JSON.parse(button.dataset.fault));
    await show();
  });
  show();
  setInterval(show, 2000);
</script>
`;
