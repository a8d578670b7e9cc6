import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, across restarts (each restart adds a marker line). */
  output: () => string;
  /** The running process's id; undefined once it has exited. */
  pid: () => number | undefined;
  /**
   * Sends `signal` (SIGKILL by default: no chance to clean up) and waits for the process to
   * exit. The data folder stays, so `restart()` can pick up where it left off.
   */
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: string | null }>;
  /** Starts the server again, same settings, port and data folder, and waits until healthy. */
  restart: () => Promise<void>;
  /** SIGTERM, wait for the exit, remove the data folder (unless it was given or kept). */
  stop: () => Promise<void>;
}

export interface BuiltServerOptions {
  /** Use this DATA_DIR instead of a new throwaway one; it is then never removed. */
  dataDir?: string;
  /** Keep the throwaway DATA_DIR on stop (the caller removes it). */
  keepDataDir?: boolean;
  /** Listen on this port instead of a free one. */
  port?: number;
  /** How long start-up may take before it counts as failed (default 30 s). */
  startTimeoutMs?: number;
}

/**
 * The built server (`npm run build` first: dist/server/main.js) on SQLite in a throwaway
 * DATA_DIR, started and healthy. `env` adds or overrides settings.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: BuiltServerOptions = {},
): Promise<BuiltServer> {
  if (!fs.existsSync('dist/server/main.js')) {
    throw new Error('These tests need the built app: run `npm run build` first.');
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-built-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ...env,
  };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;

  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<{ code: number | null; signal: string | null }> = Promise.resolve({
    code: null,
    signal: null,
  });

  const launch = async () => {
    const started = spawn(process.execPath, ['dist/server/main.js'], {
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => resolve({ code, signal })),
    );
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`Server exited early:\n${output}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`Server did not become healthy in time:\n${output}`);
      }
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (running()) child?.kill(signal);
    return exited;
  };

  await launch();
  return {
    url,
    port,
    dataDir,
    output: () => output,
    pid: () => (running() ? child?.pid : undefined),
    kill,
    restart: async () => {
      if (running()) throw new Error('restart() needs the server stopped first (kill it)');
      output += `--- restart at ${new Date().toISOString()} ---\n`;
      await launch();
    },
    stop: async () => {
      await kill('SIGTERM');
      if (ownsDataDir && !options.keepDataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
