import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/helpers/free-port';

export interface BenchServer {
  url: string;
  /** The environment the server runs with: the bench reads its config from it to seed learners. */
  env: Record<string, string>;
  engine: 'sqlite' | 'postgres';
  /** The server process's peak resident memory so far (VmHWM), in MB. */
  peakRssMb: () => number;
  /** The server process's resident memory now (VmRSS), in MB. */
  rssMb: () => number;
  /** What the server has printed lately (stdout and stderr; the last 4 to 8 MB). */
  output: () => string;
  /** CPU time the server process has used so far (user and system), in seconds. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the given PostgreSQL server, so the bench's learners and orders never
 * land in a database someone uses; dropped when the bench ends.
 */
export async function temporaryPostgres(databaseUrl: string) {
  const name = `shikhon_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A process's CPU time so far (utime + stime of /proc/PID/stat), in seconds. */
function cpuSecondsOf(child: ChildProcess): number {
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces), from field 3 on: utime and stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

function statusMb(child: ChildProcess, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** How much of the server's latest output a bench keeps (characters). */
const KEPT_OUTPUT = 4 * 1024 * 1024;

/** The kernel's clock ticks per second, the unit of /proc/PID/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The flags between `node` and `dist/server/main.js` in package.json's `serve` script. */
export function serveNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/server\/main\.js$/.exec(
    manifest.scripts?.serve ?? '',
  );
  if (!match)
    throw new Error("package.json's serve script is not `node [flags] dist/server/main.js`.");
  return (match[1] ?? '').split(' ').filter(Boolean);
}

/**
 * The production build (dist/server/main.js) as it runs in production: NODE_ENV=production, a
 * fresh DATA_DIR, and PostgreSQL when `databaseUrl` is given. Mail goes to the outbox folder.
 * `extraEnv` adds settings (the labs part raises LAB_MAX_SANDBOXES).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  if (!fs.existsSync('dist/server/main.js')) {
    throw new Error('dist/server/main.js is missing: `npm run bench` builds it first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-bench-'));
  const postgres = databaseUrl ? await temporaryPostgres(databaseUrl) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...extraEnv,
  };
  // The server runs with the Node flags `npm run serve` gives it (the heap limit decides how far
  // the heap grows before a full collection, so peak memory is the production figure), plus
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof`) to profile the server under the bench's load.
  const nodeArgs = [
    ...serveNodeFlags(),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Production logs a line per request: under load that is hundreds of MB, so only the latest
  // output is kept (enough for start-up failures and the labs' "failed to start" lines).
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > KEPT_OUTPUT * 2) output = output.slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  // Generous: on a machine busy with other builds the server has taken close to a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await cleanup();
      throw new Error(`The server did not start:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    env,
    engine: postgres ? 'postgres' : 'sqlite',
    peakRssMb: () => statusMb(child, 'VmHWM'),
    rssMb: () => statusMb(child, 'VmRSS'),
    output: () => output,
    cpuSeconds: () => cpuSecondsOf(child),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await cleanup();
    },
  };
}
