import fs from 'node:fs';
import WebSocket from 'ws';
import type { LocalDriver } from '../../src/server/labs/local-driver';

// The labs bench's tools: the API and terminal calls a learner makes, a bounded pool, and the
// machine's memory and limits as the capacity figures read them.

/** Keys typed, each timed until its echo. */
const KEYSTROKES = 500;

export type Headers = Record<string, string>;

export async function api<T>(
  url: string,
  method: string,
  path: string,
  headers: Headers,
): Promise<T> {
  const response = await fetch(`${url}${path}`, { method, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function end(url: string, headers: Headers, sessionId: string): Promise<void> {
  await api(url, 'DELETE', `/api/labs/sessions/${sessionId}`, headers);
}

/** The terminal WebSocket, resolved on its first output frame (the prompt's first bytes). */
export function openTerminal(url: string, headers: Headers, sessionId: string): Promise<WebSocket> {
  const ws = new WebSocket(
    `${url.replace('http', 'ws')}/api/labs/sessions/${sessionId}/terminal?cols=200&rows=40`,
    { headers },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no prompt within 20 s')), 20_000);
    ws.once('message', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`terminal refused: ${response.statusCode ?? 0}`)),
    );
    ws.once('error', reject);
  });
}

/** Resolves once the terminal has printed nothing for `quietMs`. */
export async function settle(ws: WebSocket, quietMs: number): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  ws.on('message', touch);
  while (Date.now() - last < quietMs) await sleep(quietMs / 4);
  ws.off('message', touch);
}

/** Milliseconds from sending `key` until a frame carrying it comes back. */
function echoTime(ws: WebSocket, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no echo of "${key}" in 5 s`)), 5000);
    const onMessage = (data: Buffer) => {
      if (!data.toString('utf8').includes(key)) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve(performance.now() - started);
    };
    ws.on('message', onMessage);
    const started = performance.now();
    ws.send(key);
  });
}

/** KEYSTROKES keys typed one at a time, each timed until its echo. */
export async function keystrokes(shell: WebSocket): Promise<number[]> {
  const echoes: number[] = [];
  for (let index = 0; index < KEYSTROKES; index++) {
    echoes.push(await echoTime(shell, String.fromCharCode(97 + (index % 26))));
    if (index % 50 === 49) {
      shell.send('\u0015'); // Ctrl-U: an empty line again, so the line never wraps.
      await settle(shell, 100);
    }
  }
  return echoes;
}

/** Runs `task` over `items`, `concurrency` at a time; the results in order. */
export async function pool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results: PromiseSettledResult<R>[] = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** MemAvailable of /proc/meminfo, in MB. */
export function availableMb(): number {
  const match = /^MemAvailable:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/meminfo', 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * The memory the server's sandboxes use (their v1 memory cgroups' usage less inactive page cache,
 * the "working set"), in MB: unlike free memory, other work on the machine does not move it.
 */
export async function sandboxesMb(driver: LocalDriver, owner: string): Promise<number> {
  const ids = await driver.podman(['ps', '-q', '--filter', `label=shikhon.owner=${owner}`]);
  const list = ids.stdout.split('\n').filter(Boolean);
  if (list.length === 0) return 0;
  const paths = await driver.podman(['inspect', '--format', '{{.State.CgroupPath}}', ...list]);
  let bytes = 0;
  for (const cgroup of paths.stdout.split('\n').filter(Boolean)) {
    const dir = `/sys/fs/cgroup/memory${cgroup}`;
    const usage = Number(fs.readFileSync(`${dir}/memory.usage_in_bytes`, 'utf8'));
    const stat = fs.readFileSync(`${dir}/memory.stat`, 'utf8');
    bytes += usage - Number(/^total_inactive_file (\d+)/m.exec(stat)?.[1] ?? 0);
  }
  return bytes / 1024 / 1024;
}

/** Each systemd sandbox holds about five inotify instances; past this limit they fail to boot. */
export function inotifyLimit(): string {
  try {
    return fs.readFileSync('/proc/sys/fs/inotify/max_user_instances', 'utf8').trim();
  } catch {
    return 'unknown';
  }
}
