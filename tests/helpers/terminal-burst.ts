import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './test-server';

export interface BurstUpgrade {
  /** 101 when the WebSocket opened, else the HTTP status of the refusal. */
  status: number;
  retryAfter: string | null;
  /** The close code an opened WebSocket got during the burst, or null. */
  closeCode: number | null;
}

export interface TerminalBurst {
  results: BurstUpgrade[];
  /** How long each GET /api/health took during the burst (ms), in order. */
  healthMs: number[];
  /** When each of them was asked, in ms after the burst began. */
  askedAtMs: number[];
  /** When the last upgrade was answered, in ms after the burst began. */
  answeredAtMs: number;
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'terminal-burst-client.mjs');

/**
 * `count` terminal WebSockets to `sessionId` opened at once with `cookie`, from a child process
 * (terminal-burst-client.mjs), with /api/health timed throughout and for `settleMs` after.
 * `plain`: `count` ordinary GETs of the session (GET /api/labs/sessions/{id}) instead, the
 * yardstick of what as many requests of any kind cost the server on this machine now.
 */
export function terminalBurst(
  server: Pick<TestServer, 'base'>,
  sessionId: string,
  cookie: string,
  options: { count?: number; settleMs?: number; plain?: boolean } = {},
): Promise<TerminalBurst> {
  const path = `/api/labs/sessions/${sessionId}`;
  const input = {
    base: server.base,
    url: options.plain
      ? `${server.base}${path}`
      : `${server.base.replace('http', 'ws')}${path}/terminal`,
    cookie,
    count: options.count ?? 100,
    settleMs: options.settleMs ?? 1500,
    plain: options.plain ?? false,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, JSON.stringify(input)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) {
        reject(new Error(`terminal-burst-client.mjs exited ${code}: ${stderr}`));
        return;
      }
      const { results, times, askedAt, answeredAt } = JSON.parse(stdout) as {
        results: BurstUpgrade[];
        times: number[];
        askedAt: number[];
        answeredAt: number;
      };
      resolve({ results, healthMs: times, askedAtMs: askedAt, answeredAtMs: answeredAt });
    });
  });
}
