// The script of demo/submissions.html, a file of its own: the demo pages run under a strict script-src (scripts/check-csp.mjs).
const SHOWN_HEADERS = ['accept-language', 'x-xsrf-token', 'idempotency-key', 'api-client', 'origin'];
const rows = document.querySelector('#records');
const active = document.querySelector('#active-faults');

const cell = (content, asCode = false) => {
  const td = document.createElement('td');
  if (asCode) td.append(Object.assign(document.createElement('pre'), { textContent: content }));
  else td.textContent = content;
  return td;
};
const json = (value) => (value == null ? '' : JSON.stringify(value, null, 2));

function row(record) {
  const tr = document.createElement('tr');
  const shown = Object.fromEntries(
    SHOWN_HEADERS.filter((name) => record.headers[name]).map((name) => [name, record.headers[name]]),
  );
  const query = new URLSearchParams(record.query).toString();
  // A late or cut request has no status: the visitor saw a failure, so it reads as one.
  const answered = record.status !== null;
  const status = cell(`${answered ? record.status : 'no answer'}${record.fault ? ` (${record.fault})` : ''}`);
  status.className = answered && record.status < 400 ? 'status-ok' : 'status-failed';
  tr.append(
    cell(record.id),
    cell(new Date(record.at).toLocaleTimeString()),
    cell(`${record.method} ${record.path}${query ? `?${query}` : ''} (${record.api}, XSRF ${record.xsrf})`),
    status,
    cell(json(shown), true),
    cell(json(record.body), true),
    cell(json(record.response), true),
  );
  return tr;
}

async function refresh() {
  const [records, faults] = await Promise.all(
    ['/__forms/submissions', '/__forms/faults'].map((url) => fetch(url).then((response) => response.json())),
  );
  rows.replaceChildren(...records.reverse().map(row));
  active.textContent = faults.length
    ? faults
        .map(({ mode, path, times }) => `${mode} on ${path ?? 'every path'}${times ? `, ${times} more` : ''}`)
        .join('; ')
    : 'none';
}

document.querySelector('form.faults').addEventListener('submit', async (event) => {
  event.preventDefault();
  const entries = [...new FormData(event.target)].filter(([, value]) => value !== '');
  const fault = Object.fromEntries(
    entries.map(([name, value]) => [name, ['times', 'ms'].includes(name) ? Number(value) : value]),
  );
  await fetch('/__forms/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  await refresh();
});
document.querySelector('#clear-records').addEventListener('click', async () => {
  await fetch('/__forms/submissions', { method: 'DELETE' });
  await refresh();
});

refresh();
setInterval(refresh, 2000);
