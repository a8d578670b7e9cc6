import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { courses } from '../../src/shared/catalogue/courses';
import { freePort } from '../../tests/helpers/free-port';
import { nginxBinary, startNginxSite } from '../../tests/helpers/nginx-site';
import { seedLearners } from '../../tests/helpers/seed-learners';
import type { Figure } from './budgets';
import { startBenchServer, temporaryPostgres, type BenchServer } from './bench-server';
import { missingOrders, orderSupply, ordersLoad } from './load';

export const WRK = '/usr/bin/wrk';
const WRK_CONNECTIONS = 50;
const WRK_DURATION_S = 10;
const WRK_WARM_UP_S = 3;

/** Why the nginx part cannot run here, or undefined when it can. */
export function nginxSkipReason(databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return 'two instances need PostgreSQL: set DATABASE_URL';
  if (!nginxBinary()) return "Debian's nginx is not installed (scripts/ensure-deploy-tools.mjs)";
  if (!existsSync(WRK)) return "Debian's wrk is not installed (scripts/ensure-deploy-tools.mjs)";
  return undefined;
}

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** `wrk --latency`'s "99%    3.21ms" (us, ms or s) in milliseconds. */
function wrkLatency(output: string, percent: number): number {
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** Parses wrk's report: throughput, latency percentiles, non-2xx/3xx answers and socket errors. */
export function parseWrk(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requestsPerSecond: rate ? Number(rate[1]) : Number.NaN,
    p50Ms: wrkLatency(output, 50),
    p99Ms: wrkLatency(output, 99),
    failures: Number(non2xx?.[1] ?? 0) + socketErrors,
  };
}

/** `url` under wrk's load: 2 threads, 50 connections, the headers a browser sends for a page. */
export function wrk(url: string, durationS: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    execFile(
      WRK,
      [
        '--threads',
        '2',
        '--connections',
        String(WRK_CONNECTIONS),
        '--duration',
        `${durationS}s`,
        '--latency',
        '--header',
        'Accept-Encoding: gzip, deflate, br',
        '--header',
        'Accept: text/html',
        url,
      ],
      (error, stdout) => (error ? reject(error) : resolve(parseWrk(stdout))),
    );
  });
}

/** GET `path` with wrk (50 connections, 10 s after a 3 s warm-up), reported without budgets. */
async function wrkFigures(
  base: string,
  path: string,
  label: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  await wrk(base + path, WRK_WARM_UP_S);
  const result = await wrk(base + path, WRK_DURATION_S);
  log(
    `wrk GET ${path} (${label}): ${Math.round(result.requestsPerSecond)} req/s, ` +
      `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failures} failures`,
  );
  return [
    {
      name: `GET ${path} throughput, wrk (${label})`,
      value: result.requestsPerSecond,
      unit: 'req/s',
    },
    { name: `GET ${path} p99, wrk (${label})`, value: result.p99Ms, unit: 'ms' },
    {
      name: `GET ${path} errors + non-2xx, wrk (${label})`,
      value: result.failures,
      unit: '',
      kind: 'max',
      budget: 0,
    },
  ];
}

/**
 * The production recipe measured: two instances of the production build on one temporary
 * PostgreSQL database behind nginx with deploy/nginx/shikhon.conf (2 workers, no access log),
 * beside one of those instances alone. GET / with Debian's wrk (autocannon saturates near
 * 10,000 req/s here) and POST /api/orders with autocannon as in the single-server part. Figures
 * are reported, not judged, except that nothing may fail and no acknowledged order may be
 * missing.
 */
export async function nginxFigures(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  const database = await temporaryPostgres(databaseUrl);
  const sitePort = await freePort();
  const shared = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
    TRUSTED_PROXY: '127.0.0.1',
  };
  const servers: BenchServer[] = [];
  let site: Awaited<ReturnType<typeof startNginxSite>> | undefined;
  let seedingDatabase: ReturnType<typeof openDatabase> | undefined;
  try {
    servers.push(
      ...(await Promise.all([
        startBenchServer(undefined, shared),
        startBenchServer(undefined, shared),
      ])),
    );
    const [a, b] = servers;
    if (!a || !b) throw new Error('the instances did not start');
    site = await startNginxSite([Number(new URL(a.url).port), Number(new URL(b.url).port)], {
      sitePort,
      accessLog: false,
      workers: 2,
    });
    log(`nginx: ${site.url} in front of ${a.url} and ${b.url}, on PostgreSQL`);
    const figures: Figure[] = [];
    figures.push(...(await wrkFigures(a.url, '/', 'one instance', log)));
    figures.push(...(await wrkFigures(site.url, '/', 'nginx, two instances', log)));

    const config = loadConfig(a.env);
    seedingDatabase = openDatabase(config);
    const seeding = seedingDatabase;
    const courseIds = courses.filter((course) => course.priceBDT > 0).map((course) => course.id);
    const ensureSupply = async (orders: number) => {
      const count = Math.ceil(orders / courseIds.length);
      const learners = await seedLearners({ config, database: seeding, count });
      return orderSupply(
        learners.map((learner) => learner.cookie),
        courseIds,
      );
    };
    for (const [base, label] of [
      [a.url, 'one instance'],
      [site.url, 'nginx, two instances'],
    ] as const) {
      // Browsers send the public origin, whichever address answers.
      const orders = await ordersLoad(base, ensureSupply, log, shared.PUBLIC_URL);
      const missing = await missingOrders(seeding.db, orders.answeredIds);
      figures.push(
        ...orders.figures.map((figure) =>
          figure.unit === ''
            ? { ...figure, name: `${figure.name} (${label})` }
            : { ...figure, name: `${figure.name} (${label})`, kind: undefined, budget: undefined },
        ),
        {
          name: `orders answered 201 missing from the database (${label})`,
          value: missing,
          unit: '',
          kind: 'max',
          budget: 0,
        },
      );
    }
    return figures;
  } finally {
    await seedingDatabase?.close();
    await site?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}
