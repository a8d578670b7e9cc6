import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/server/db/schema';
import type { Figure } from './budgets';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;

/** Throughput, p99 and failures of one autocannon run, as figures with their budgets (budgets.ts). */
function loadFigures(
  label: string,
  result: autocannon.Result,
  budgets: { rate: number; rateUnit: string; p99Ms: number },
): Figure[] {
  const failures = result.errors + result.timeouts + result.non2xx;
  return [
    {
      name: `${label} throughput`,
      value: result.requests.average,
      unit: budgets.rateUnit,
      kind: 'min',
      budget: budgets.rate,
    },
    {
      name: `${label} p99`,
      value: result.latency.p99,
      unit: 'ms',
      kind: 'max',
      budget: budgets.p99Ms,
    },
    { name: `${label} errors + non-2xx`, value: failures, unit: '', kind: 'max', budget: 0 },
  ];
}

function describe(result: autocannon.Result): string {
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result['2xx']} × 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`;
}

/**
 * autocannon threads for page loads. autocannon decodes each response body to text, and decoding
 * brotli bytes as UTF-8 costs it more than the server spends sending them: one thread topped out
 * near 6,000 pages/s on a server at half a core. Two threads share the 50 connections.
 */
const PAGE_LOAD_WORKERS = 2;

/** GET a page as a browser would ask for it (compressed), 50 connections, after a warm-up. */
export async function pageLoad(
  base: string,
  path: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  const options = {
    url: base + path,
    connections: CONNECTIONS,
    workers: PAGE_LOAD_WORKERS,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_S });
  log(`load GET ${path} warm-up: ${describe(warmUp)}`);
  const result = await autocannon({ ...options, duration: DURATION_S });
  log(`load GET ${path}: ${describe(result)}`);
  return loadFigures(`GET ${path}`, result, { rate: 10_000, rateUnit: 'req/s', p99Ms: 20 });
}

export interface OrderSupply {
  /** The next (learner cookie, course) pair never used before; undefined when none is left. */
  next: () => { cookie: string; courseId: string } | undefined;
  remaining: () => number;
}

/** Every learner may hold one pending order per course: hand out each pair once. */
export function orderSupply(cookies: string[], courseIds: string[]): OrderSupply {
  let index = 0;
  const total = cookies.length * courseIds.length;
  return {
    next: () => {
      if (index >= total) return undefined;
      const cookie = cookies[index % cookies.length];
      const courseId = courseIds[Math.floor(index / cookies.length)];
      index++;
      return cookie === undefined || courseId === undefined ? undefined : { cookie, courseId };
    },
    remaining: () => total - index,
  };
}

/** A transaction ID nobody has used: 12 upper-case letters and digits. */
function transactionId(): string {
  return randomBytes(9).toString('base64url').replace(/[-_]/g, 'X').slice(0, 12).toUpperCase();
}

async function ordersRun(
  base: string,
  supply: OrderSupply,
  durationS: number,
  answeredIds: string[],
  origin: string,
): Promise<autocannon.Result> {
  let method = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const pair = supply.next();
          if (!pair) throw new Error('The bench ran out of learners for orders.');
          method++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin,
              cookie: pair.cookie,
            },
            body: JSON.stringify({
              courseId: pair.courseId,
              paymentMethod: method % 2 === 0 ? 'bkash' : 'nagad',
              mobileNumber: `017${String(10_000_000 + (method % 89_999_999)).slice(0, 8)}`,
              transactionId: transactionId(),
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          try {
            const order = JSON.parse(body) as { id?: unknown };
            if (typeof order.id === 'string') answeredIds.push(order.id);
          } catch {
            // counted as a 2xx; the stored-orders check reports it missing
            answeredIds.push('(unreadable answer)');
          }
        },
      },
    ],
  });
}

/**
 * POST /api/orders by signed-in learners with unique transaction IDs. `ensureSupply` is asked for
 * enough unused (learner, course) pairs before each run, given the run's expected orders.
 * `origin`: the Origin the browser sends (the server's PUBLIC_URL; `base` unless behind a proxy).
 */
export async function ordersLoad(
  base: string,
  ensureSupply: (orders: number) => Promise<OrderSupply>,
  log: (line: string) => void,
  origin: string = base,
): Promise<{ figures: Figure[]; answeredIds: string[] }> {
  const answeredIds: string[] = [];
  let supply = await ensureSupply(20_000);
  const warmUp = await ordersRun(base, supply, WARM_UP_S, answeredIds, origin);
  log(`load POST /api/orders warm-up: ${describe(warmUp)}`);
  // Room for the measured run at twice the warm-up's pace.
  supply = await ensureSupply(Math.ceil(warmUp.requests.average * DURATION_S * 2) + 5_000);
  const result = await ordersRun(base, supply, DURATION_S, answeredIds, origin);
  log(`load POST /api/orders: ${describe(result)}`);
  return {
    figures: loadFigures('POST /api/orders', result, {
      rate: 1_000,
      rateUnit: 'orders/s',
      p99Ms: 100,
    }),
    answeredIds,
  };
}

/**
 * GET one enrolled-only lesson as signed-in, enrolled learners would (each request with the next
 * learner's session, so every answer checks a session, the enrolment, progress and remembers the
 * position), 50 connections, after a warm-up.
 */
export async function lessonLoad(
  base: string,
  path: string,
  cookies: string[],
  engine: 'sqlite' | 'postgres',
  log: (line: string) => void,
): Promise<Figure[]> {
  let index = 0;
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'GET' as const,
        path,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            'accept-encoding': 'gzip, deflate, br',
            cookie: cookies[index++ % cookies.length] ?? '',
          },
        }),
      },
    ],
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_S });
  log(`load GET ${path} warm-up: ${describe(warmUp)}`);
  const result = await autocannon({ ...options, duration: DURATION_S });
  log(`load GET ${path}: ${describe(result)}`);
  const figures = loadFigures(`GET ${path}`, result, { rate: 2_000, rateUnit: 'req/s', p99Ms: 20 });
  // The budget is set on SQLite; PostgreSQL's figures are reported beside it.
  return engine === 'sqlite'
    ? figures
    : figures.map((figure) =>
        figure.unit === ''
          ? figure
          : { ...figure, name: `${figure.name} (postgres)`, kind: undefined, budget: undefined },
      );
}

/**
 * How many orders answered 201 are missing from the database (answers cut off when a run ends are
 * not counted: those orders may or may not exist, and nobody was told either way).
 */
export async function missingOrders(
  db: Kysely<DatabaseSchema>,
  answeredIds: readonly string[],
): Promise<number> {
  let missing = 0;
  for (let start = 0; start < answeredIds.length; start += 500) {
    const ids = answeredIds.slice(start, start + 500);
    const found = await db.selectFrom('orders').select('id').where('id', 'in', ids).execute();
    missing += ids.length - found.length;
  }
  return missing;
}
