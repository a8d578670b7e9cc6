// A burst of lab terminal WebSockets, from a process of its own so that the server's event loop
// (the test's) does no client work: opens `count` WebSockets at once to `url` with `cookie`,
// asks GET /api/health one request after another from just before the burst until `settleMs`
// after every upgrade was answered (the shells open after the upgrade), and prints one JSON
// line: each upgrade's status (101 when it opened), the close codes the open ones got, and how
// long each /api/health took (ms). With `plain`, the burst is `count` ordinary GETs of `url`
// (http) with the same cookie instead: what any burst of requests costs the server.
// Run by tests/helpers/terminal-burst.ts.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { base, url, cookie, count, settleMs, plain } = JSON.parse(process.argv[2] ?? '{}');

async function health() {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.text();
  if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - started;
}

function connect() {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { origin: base, cookie } });
    const result = { status: 0, retryAfter: null, closeCode: null };
    ws.once('open', () => {
      result.status = 101;
      resolve(result);
    });
    ws.once('close', (code) => {
      result.closeCode = code;
    });
    ws.once('unexpected-response', (_request, response) => {
      result.status = response.statusCode ?? 0;
      result.retryAfter = response.headers['retry-after'] ?? null;
      ws.terminate();
      resolve(result);
    });
    ws.once('error', () => resolve(result));
    sockets.push(ws);
  });
}

async function get() {
  const response = await fetch(url, { headers: { origin: base, cookie } });
  await response.text();
  return { status: response.status, retryAfter: null, closeCode: null };
}

const sockets = [];
// Warm: the first requests of a process set up its HTTP client.
for (let index = 0; index < 5; index += 1) await health();

const times = [];
/** When each /api/health was asked, in ms after the burst began. */
const askedAt = [];
let measuring = true;
const began = performance.now();
const measured = (async () => {
  while (measuring) {
    askedAt.push(performance.now() - began);
    times.push(await health());
  }
})();
const results = await Promise.all(Array.from({ length: count }, plain ? get : connect));
const answeredAt = performance.now() - began;
await new Promise((done) => setTimeout(done, settleMs));
measuring = false;
await measured;
process.stdout.write(`${JSON.stringify({ results, times, askedAt, answeredAt })}\n`);
for (const ws of sockets) ws.terminate();
process.exit(0);
