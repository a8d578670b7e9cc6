import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { courses } from '../../src/shared/catalogue/courses';
import { seedLearners } from '../../tests/helpers/seed-learners';
import { bkashFigures } from './bkash';
import { formatTable, judge, type Figure } from './budgets';
import { startBenchServer } from './bench-server';
import {
  BENCH_MAX_SANDBOXES,
  LAB_LEARNERS,
  labFigures,
  labsSkipReason,
  removeLabSandboxes,
} from './labs';
import { leaderboardFigures } from './leaderboard';
import { lighthouseFigures } from './lighthouse-run';
import { lessonLoad, missingOrders, orderSupply, ordersLoad, pageLoad } from './load';
import { nginxFigures, nginxSkipReason } from './nginx';
import { pageRatioFigures, pageRatioSkipReason } from './page-ratio';

/**
 * `npm run bench [-- --json <path>] [--only lighthouse|load|page-ratio|orders|labs|leaderboard|nginx|bkash] [--runs <n>]`: the production
 * build on a fresh DATA_DIR (and a temporary database on DATABASE_URL's PostgreSQL server when it is
 * set), measured on loopback against the budgets (decision 029, budgets.ts). Exits 1 when a budget is
 * missed. The labs part (labs.ts) runs when the server's sandbox driver can run labs here; otherwise
 * it prints why and reports no lab figures. The nginx part (nginx.ts) runs two instances behind
 * deploy/nginx/shikhon.conf on PostgreSQL (DATABASE_URL), beside one alone. The page-ratio part
 * (page-ratio.ts, also run by `load`) compares page rates with a bare node:http server's. The
 * bkash part (bkash.ts) runs a server of its own against the bKash simulator, after the others.
 */
type Part =
  'lighthouse' | 'load' | 'page-ratio' | 'orders' | 'labs' | 'leaderboard' | 'nginx' | 'bkash';
const PARTS: readonly string[] = [
  'lighthouse',
  'load',
  'page-ratio',
  'orders',
  'labs',
  'leaderboard',
  'nginx',
  'bkash',
];

interface Arguments {
  json: string | undefined;
  only: Part | undefined;
  runs: number;
}

function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = { json: undefined, only: undefined, runs: 3 };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === '--json' && value) parsed.json = argv[++index];
    else if (flag === '--only' && value && PARTS.includes(value)) {
      parsed.only = value as Part;
      index++;
    } else if (flag === '--runs' && value && Number(value) > 0) {
      parsed.runs = Number(value);
      index++;
    } else {
      throw new Error(
        `Unknown argument ${flag}. Usage: npm run bench -- [--json <path>] [--only lighthouse|load|page-ratio|orders|labs|leaderboard|nginx|bkash] [--runs <n>]`,
      );
    }
  }
  return parsed;
}

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Two instances behind nginx beside one (nginx.ts), or a printed reason why not here. */
async function nginxPart(databaseUrl: string | undefined): Promise<Figure[]> {
  const skipped = nginxSkipReason(databaseUrl);
  if (skipped || !databaseUrl) {
    log(`nginx: skipped (${skipped ?? 'no DATABASE_URL'})`);
    return [];
  }
  return nginxFigures(databaseUrl, log);
}

/** Page rates against a bare node:http server's (page-ratio.ts), or a printed reason why not here. */
async function pageRatioPart(server: BenchServer): Promise<Figure[]> {
  const skipped = pageRatioSkipReason();
  if (skipped) {
    log(`page ratio: skipped (${skipped})`);
    return [];
  }
  return pageRatioFigures(server.url, server.cpuSeconds, log);
}

/** Prints the figures against their budgets (and writes them as JSON when asked); sets the exit code. */
function report(figures: Figure[], engine: string, args: Arguments) {
  const judged = figures.map(judge);
  const failed = judged.filter((figure) => !figure.pass);
  log('');
  log(`Shikhon Academy bench on ${engine} (${new Date().toISOString()})`);
  log(formatTable(judged));
  log(
    failed.length === 0
      ? `All ${judged.length} figures within budget.`
      : `${failed.length} of ${judged.length} figures missed their budget: ${failed.map((figure) => figure.name).join('; ')}`,
  );
  if (args.json) {
    fs.mkdirSync(path.dirname(path.resolve(args.json)), { recursive: true });
    fs.writeFileSync(
      args.json,
      `${JSON.stringify({ engine, date: new Date().toISOString(), figures: judged }, null, 2)}\n`,
    );
    log(`Figures written to ${args.json}`);
  }
  process.exitCode = failed.length === 0 ? 0 : 1;
}

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
type BenchDatabase = ReturnType<typeof openDatabase>;

/**
 * Ctrl-C or a kill mid-run: the server goes, and so do its lab sandboxes (its DATA_DIR, which
 * names their owner, is removed with it).
 */
function stopOnInterrupt(server: BenchServer, labs: boolean): void {
  const interrupted = (signal: NodeJS.Signals) => {
    log(`bench: ${signal}: stopping the server${labs ? ' and removing its lab sandboxes' : ''}`);
    const owner = loadConfig(server.env).labs.owner;
    void server
      .stop()
      .catch(() => undefined)
      .then(() => (labs ? removeLabSandboxes(owner) : 0))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
}

/** Lesson load: 200 enrolled learners, taken in turn, on an enrolled-only lesson. */
async function lessonFigures(
  server: BenchServer,
  config: Config,
  database: BenchDatabase,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  // 200 enrolled learners, taken in turn: an enrolled-only lesson (not the preview).
  const learners = await seedLearners({ config, database, count: 200 });
  const enrolledAt = new Date().toISOString();
  await database.db
    .insertInto('enrollments')
    .values(
      learners.map((learner) => ({
        id: randomUUID(),
        user_id: learner.userId,
        course_id: 'docker-fundamentals',
        order_id: null,
        created_at: enrolledAt,
      })),
    )
    .execute();
  figures.push(
    ...(await lessonLoad(
      server.url,
      '/api/learn/docker-fundamentals/lessons/docker-1-2',
      learners.map((learner) => learner.cookie),
      server.engine,
      log,
    )),
  );
  return figures;
}

/** Order load, and that every order answered 201 is in the database. */
async function orderFigures(
  server: BenchServer,
  config: Config,
  database: BenchDatabase,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  // No learner submits more than ORDERS_PER_HOUR payments: the rest would be refused (429).
  const courseIds = courses
    .filter((course) => course.priceBDT > 0)
    .map((course) => course.id)
    .slice(0, config.ordersPerHour);
  const ensureSupply = async (orders: number) => {
    const started = Date.now();
    const count = Math.ceil(orders / courseIds.length);
    const learners = await seedLearners({ config, database, count });
    log(`seeded ${count} signed-in learners in ${Date.now() - started} ms`);
    return orderSupply(
      learners.map((learner) => learner.cookie),
      courseIds,
    );
  };
  const orders = await ordersLoad(server.url, ensureSupply, log);
  figures.push(...orders.figures);
  // Every order answered 201 must be in the database.
  const missing = await missingOrders(database.db, orders.answeredIds);
  log(`orders answered 201: ${orders.answeredIds.length}, missing from the database: ${missing}`);
  figures.push({
    name: 'orders answered 201 missing from the database',
    value: missing,
    unit: '',
    kind: 'max',
    budget: 0,
  });
  return figures;
}

/** The labs part, unless the server says labs cannot run here. */
async function labPartFigures(
  server: BenchServer,
  config: Config,
  database: BenchDatabase,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const learners = await seedLearners({ config, database, count: LAB_LEARNERS });
  const cookies = learners.map((learner) => learner.cookie);
  const skipped = await labsSkipReason(server.url, cookies[0] ?? '');
  if (skipped) log(`labs: skipped (${skipped})`);
  else {
    figures.push(
      ...(await labFigures({
        url: server.url,
        cookies,
        owner: config.labs.owner,
        serverRssMb: server.rssMb,
        serverOutput: server.output,
        log,
      })),
    );
  }
  return figures;
}

async function leaderboardPartFigures(
  server: BenchServer,
  config: Config,
  database: BenchDatabase,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  // 100,000 learners, 1,000,000 XP awards and as many progress rows (leaderboard.ts); 200 of
  // them signed in.
  const learners = await seedLearners({ config, database, count: 200 });
  figures.push(
    ...(await leaderboardFigures({
      url: server.url,
      database,
      learners,
      engine: server.engine,
      log,
    })),
  );
  return figures;
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (args.only === 'nginx') {
    report(await nginxPart(databaseUrl), 'postgres', args);
    return;
  }
  if (args.only === 'bkash') {
    report(await bkashFigures(databaseUrl, log), databaseUrl ? 'postgres' : 'sqlite', args);
    return;
  }
  const labs = args.only === undefined || args.only === 'labs';
  const server = await startBenchServer(
    databaseUrl,
    // The bench's learners all use the free first lab: the capacity part measures machines, not
    // the share of them free labs may hold (decision 027), so free labs may hold them all here.
    // Without the labs part no warm sandboxes boot: booting them beside the first measurements
    // (podman, for a minute or more) was measured as the academy's own slowness.
    labs
      ? { LAB_MAX_SANDBOXES: String(BENCH_MAX_SANDBOXES), LAB_FREE_SHARE: '100' }
      : { LAB_WARM_SANDBOXES: '0' },
  );
  log(`bench: production build at ${server.url} on ${server.engine}`);
  stopOnInterrupt(server, labs);
  const figures: Figure[] = [];
  let database: BenchDatabase | undefined;
  try {
    if (args.only === undefined || args.only === 'lighthouse') {
      figures.push(...(await lighthouseFigures(server.url, { runs: args.runs, log })));
    }
    if (args.only === undefined || args.only === 'load') {
      figures.push(...(await pageLoad(server.url, '/', log)));
      figures.push(...(await pageLoad(server.url, '/course/docker-fundamentals', log)));
    }
    if (args.only === undefined || args.only === 'load' || args.only === 'page-ratio') {
      figures.push(...(await pageRatioPart(server)));
    }
    if (args.only !== 'lighthouse' && args.only !== 'page-ratio') {
      const config = loadConfig(server.env);
      database = openDatabase(config);
      if (args.only === undefined || args.only === 'load') {
        figures.push(...(await lessonFigures(server, config, database)));
      }
      if (args.only !== 'labs' && args.only !== 'leaderboard') {
        figures.push(...(await orderFigures(server, config, database)));
      }
      if (labs) {
        figures.push(...(await labPartFigures(server, config, database)));
      }
      if (args.only === undefined || args.only === 'leaderboard') {
        figures.push(...(await leaderboardPartFigures(server, config, database)));
      }
    }
    const rss = server.peakRssMb();
    figures.push(
      server.engine === 'sqlite'
        ? { name: 'server peak RSS (sqlite)', value: rss, unit: 'MB', kind: 'max', budget: 300 }
        : { name: 'server peak RSS (postgres)', value: rss, unit: 'MB' },
    );
  } finally {
    await database?.close();
    await server.stop();
  }
  // After the single server has stopped: each part's own server (and simulator, database, nginx).
  if (args.only === undefined) {
    figures.push(...(await bkashFigures(databaseUrl, log)));
    figures.push(...(await nginxPart(databaseUrl)));
  }
  report(figures, server.engine, args);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
