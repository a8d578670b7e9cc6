import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { BareServerReady, RecordedAnswer } from './bare-server';
import { serveNodeFlags } from './bench-server';
import type { Figure } from './budgets';
import { WRK, wrk } from './nginx';

/** The pages whose rate is compared with a bare server's: the home page and a course page. */
export const RATIO_PATHS = ['/', '/course/docker-fundamentals'] as const;

/** A page answer must keep at least this share of the rate of sending its bytes and nothing else. */
export const RATIO_BUDGET = 0.85;

const WARM_UP_S = 3;
/**
 * The two servers take turns this many times, which one goes first alternating from round to
 * round, and each is judged by its best turn: whatever else runs on the machine can only lower a
 * turn's rate, and a busy moment (or the place in the order) should not be read as the
 * academy's cost. Rates on two cores vary by about a tenth from one turn to the next.
 */
const ROUNDS = 5;
const ROUND_S = 4;

/**
 * Before measuring, the academy must be idle: at most this much CPU in a second. Right after
 * start it is still finishing start-up work (repairs, the first collections of the heap that
 * compressing the site left), which is not what a page costs.
 */
const QUIET_CPU_S = 0.05;
/** How long to wait for the academy to go quiet before measuring anyway (and saying so). */
const QUIET_WAIT_S = 30;

/** Headers Node's server writes itself on every answer: the bare server lets Node add them too. */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Why the ratio cannot be measured here, or undefined when it can. */
export function pageRatioSkipReason(): string | undefined {
  return existsSync(WRK)
    ? undefined
    : "Debian's wrk is not installed (scripts/ensure-deploy-tools.mjs)";
}

/** The academy's answer to `path`, asked for as wrk asks (compressed, as a browser would). */
function record(base: string, path: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const asked = request(
      base + path,
      { headers: { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const rawHeaders: string[] = [];
          for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index] ?? '';
            if (ADDED_BY_NODE.has(name.toLowerCase())) continue;
            rawHeaders.push(name, response.rawHeaders[index + 1] ?? '');
          }
          resolve({
            path,
            status: response.statusCode ?? 0,
            rawHeaders,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** The bare server (bare-server.ts, built beside the bench) in a process of its own. */
async function startBareServer(answers: RecordedAnswer[]) {
  const child = fork(fileURLToPath(new URL('./bare-server.js', import.meta.url)), [], {
    // The academy's server runs with these flags (bench-server.ts): the same for the floor.
    execArgv: serveNodeFlags(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<BareServerReady>((resolve, reject) => {
    child.once('message', (message: BareServerReady) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.send(answers);
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the academy used at most QUIET_CPU_S of CPU in a second (or QUIET_WAIT_S passed). */
async function untilQuiet(cpuSeconds: () => number, log: (line: string) => void): Promise<void> {
  for (let waited = 0; waited < QUIET_WAIT_S; waited += 1) {
    const before = cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds() - before <= QUIET_CPU_S) return;
  }
  log(`ratio: the academy was still busy after ${QUIET_WAIT_S} s; measuring anyway`);
}

/**
 * Pages per second from the academy against a bare `node:http` server sending the same bytes
 * from memory (bare-server.ts), under the same wrk load (50 connections), in turns, each server
 * at its best turn. The ratio is
 * what a page answer keeps of the cheapest possible answer: what the academy does per request
 * beyond sending the bytes (request ids, the request log, metrics, routing) shows in it, on any
 * machine, where the absolute rate says as much about the machine as about the code.
 */
export async function pageRatioFigures(
  academyUrl: string,
  cpuSeconds: () => number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const answers = await Promise.all(RATIO_PATHS.map((path) => record(academyUrl, path)));
  for (const answer of answers) {
    if (answer.status !== 200) throw new Error(`GET ${answer.path} answered ${answer.status}`);
  }
  const bare = await startBareServer(answers);
  const figures: Figure[] = [];
  try {
    for (const path of RATIO_PATHS) {
      await untilQuiet(cpuSeconds, log);
      await wrk(academyUrl + path, WARM_UP_S);
      await wrk(bare.url + path, WARM_UP_S);
      const academyRates: number[] = [];
      const bareRates: number[] = [];
      let failures = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const academyFirst = round % 2 === 0;
        const first = await wrk((academyFirst ? academyUrl : bare.url) + path, ROUND_S);
        const second = await wrk((academyFirst ? bare.url : academyUrl) + path, ROUND_S);
        const [academy, floor] = academyFirst ? [first, second] : [second, first];
        academyRates.push(academy.requestsPerSecond);
        bareRates.push(floor.requestsPerSecond);
        failures += academy.failures + floor.failures;
      }
      const academyBest = Math.max(...academyRates);
      const bareBest = Math.max(...bareRates);
      const ratio = academyBest / bareBest;
      log(
        `ratio GET ${path}: academy ${academyRates.map(Math.round).join(', ')} req/s, ` +
          `bare node:http ${bareRates.map(Math.round).join(', ')} req/s: ${ratio.toFixed(2)}×`,
      );
      figures.push(
        {
          name: `GET ${path} rate / bare node:http's, wrk`,
          value: ratio,
          unit: '×',
          kind: 'min',
          budget: RATIO_BUDGET,
        },
        { name: `GET ${path} best throughput, wrk`, value: academyBest, unit: 'req/s' },
        {
          name: `GET ${path} best throughput, wrk (bare node:http)`,
          value: bareBest,
          unit: 'req/s',
        },
        {
          name: `GET ${path} errors + non-2xx, wrk (both servers)`,
          value: failures,
          unit: '',
          kind: 'max',
          budget: 0,
        },
      );
    }
  } finally {
    await bare.stop();
  }
  return figures;
}
