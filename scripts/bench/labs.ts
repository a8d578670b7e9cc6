import { LocalDriver } from '../../src/server/labs/local-driver';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type WebSocket from 'ws';
import type {
  LabCheckResult,
  LabFacts,
  LabFinishResult,
  LabSessionView,
} from '../../src/shared/schemas/labs';
import { percentile, type Figure } from './budgets';
import {
  api,
  availableMb,
  end,
  inotifyLimit,
  keystrokes,
  openTerminal,
  pool,
  sandboxesMb,
  settle,
  sleep,
  type Headers,
} from './lab-bench-tools';

/** The first lab of Linux System Administration: free for any signed-in learner. */
export const BENCH_LAB = 'linux-find-and-organise-files';
/** Sessions timed from POST to the first byte of the prompt. */
const READY_SESSIONS = 20;
/** Between timed starts: about how long the server takes to boot a warm sandbox again. */
const READY_PACE_MS = 3000;
/** One under the server's 30 checks in 5 minutes per session: Finish is the 30th. */
const CHECKS = 29;
/** Idle sessions held at once (the labs' capacity target: at least 40 on this machine). */
export const CAPACITY_TARGET = 40;
/** Starts (and ends) in flight at once in the capacity part: learners arrive, not all at once. */
const CAPACITY_CONCURRENCY = 4;
/** LAB_MAX_SANDBOXES for the bench server: the capacity part must not queue. */
export const BENCH_MAX_SANDBOXES = CAPACITY_TARGET + 10;
/** How many learners the labs part signs in (one per session; one more for the warm-up). */
export const LAB_LEARNERS = 1 + READY_SESSIONS + CAPACITY_TARGET;

export interface LabsBenchOptions {
  url: string;
  /** Cookies of signed-in learners, at least LAB_LEARNERS of them. */
  cookies: string[];
  /** The server's config.labs.owner: the label on every sandbox it makes. */
  owner: string;
  /** The server's resident memory now, in MB. */
  serverRssMb: () => number;
  /** What the server has printed so far: its reasons when a sandbox fails to start. */
  serverOutput: () => string;
  log: (line: string) => void;
}

/** POST a session and poll it until it is live (or throw when it ends or takes over 2 minutes). */
async function startLive(url: string, headers: Headers): Promise<LabSessionView> {
  let session = await api<LabSessionView>(url, 'POST', `/api/labs/${BENCH_LAB}/sessions`, headers);
  const limit = Date.now() + 120_000;
  while (session.status === 'queued' || session.status === 'starting') {
    if (Date.now() > limit) throw new Error(`session ${session.id} still ${session.status}`);
    await sleep(25);
    session = await api(url, 'GET', `/api/labs/sessions/${session.id}`, headers);
  }
  if (session.status !== 'live') {
    throw new Error(`session ${session.id} ended (${session.endReason ?? 'no reason'})`);
  }
  return session;
}

/**
 * Removes every sandbox of the server with this owner label (only those of `sessions`, when
 * given: the server's warm pool is not left behind); how many there were.
 */
export async function removeLabSandboxes(
  owner: string,
  sessions?: ReadonlySet<string>,
): Promise<number> {
  const driver = new LocalDriver({ projectRoot: process.cwd(), owner });
  const left = (await driver.listAll()).filter(
    (sandbox) => sandbox.owner === owner && (!sessions || sessions.has(sandbox.sessionId)),
  );
  for (const sandbox of left) await driver.destroy(sandbox.sessionId);
  return left.length;
}

/**
 * Waits until the server's sandboxes stop changing in number for 5 s (its warm pool is full),
 * at most 2 minutes.
 */
async function warmPoolSettled(driver: LocalDriver, owner: string, log: (line: string) => void) {
  const limit = Date.now() + 120_000;
  let count = -1;
  let since = Date.now();
  while (Date.now() < limit) {
    const now = (await driver.listAll()).filter((sandbox) => sandbox.owner === owner).length;
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= 5000) break;
    await sleep(500);
  }
  log(`labs: the server holds ${count} sandboxes before the timed starts (its warm pool + 1)`);
}

const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');

/**
 * Why the labs part cannot run against this server (its own answer on the bench lab), or null.
 */
export async function labsSkipReason(url: string, cookie: string): Promise<string | null> {
  const headers = { cookie, origin: url };
  const facts = await api<LabFacts>(url, 'GET', `/api/labs/${BENCH_LAB}`, headers);
  if (facts.access !== 'free') return `${BENCH_LAB} is not free to a learner (${facts.access})`;
  return facts.unavailableReason;
}

/** What the phases of labFigures share: the open sessions, every one started, the figures. */
interface LabBench {
  options: LabsBenchOptions;
  driver: LocalDriver;
  /** Sessions still open, with the learner's headers to end them. */
  open: Map<string, Headers>;
  sessionIds: Set<string>;
  figures: Figure[];
}

type Terminal = Awaited<ReturnType<typeof openTerminal>>;

/** Sandbox ready time: one learner after another, each session ended before the next. */
async function readyFigures(bench: LabBench, readyLearners: Headers[]): Promise<void> {
  const { options, driver, open, sessionIds, figures } = bench;
  const { url, log } = options;
  // The server keeps booted sandboxes for one-machine labs (LAB_WARM_SANDBOXES): measured
  // once its pool is full, as on a server that has run a minute, and with starts READY_PACE_MS
  // apart, as learners arrive, not as a burst (the capacity part below is the burst).
  await warmPoolSettled(driver, options.owner, log);
  const ready: number[] = [];
  const toLive: number[] = [];
  for (const headers of readyLearners) {
    await sleep(READY_PACE_MS);
    const started = performance.now();
    const timed = await startLive(url, headers);
    sessionIds.add(timed.id);
    toLive.push(performance.now() - started);
    open.set(timed.id, headers);
    const ws = await openTerminal(url, headers, timed.id);
    ready.push(performance.now() - started);
    ws.close();
    await end(url, headers, timed.id);
    open.delete(timed.id);
  }
  log(`labs: sandbox ready ms: ${ms(ready)}`);
  log(
    `labs: of which POST → live p50 ${ms([percentile(toLive, 50)])} ms, live → prompt p50 ${ms([
      percentile(
        ready.map((total, index) => total - (toLive[index] ?? 0)),
        50,
      ),
    ])} ms`,
  );
  figures.push(
    { name: 'labs sandbox ready p50', value: percentile(ready, 50), unit: 'ms' },
    {
      name: 'labs sandbox ready p95',
      value: percentile(ready, 95),
      unit: 'ms',
      kind: 'max',
      budget: 1000,
    },
  );
}

/** Keystroke echo over the warm-up session's terminal. */
async function keystrokeFigures(bench: LabBench, shell: Terminal): Promise<void> {
  const { options, driver, figures } = bench;
  const { log } = options;
  // Twice: at once, while the server replaces the warm sandbox the last start took and
  // removes the ended session's (reported), and once its pool is full again (the budget).
  const during = await keystrokes(shell);
  await warmPoolSettled(driver, options.owner, log);
  const echoes = await keystrokes(shell);
  shell.close();
  log(
    `labs: keystroke echo ms p50 ${percentile(echoes, 50).toFixed(1)}, max ${ms([Math.max(...echoes)])}; during a sandbox boot p99 ${percentile(during, 99).toFixed(1)}, max ${ms([Math.max(...during)])}`,
  );
  figures.push(
    {
      name: 'labs keystroke echo p99',
      value: percentile(echoes, 99),
      unit: 'ms',
      kind: 'max',
      budget: 20,
    },
    {
      name: 'labs keystroke echo p99 during a boot',
      value: percentile(during, 99),
      unit: 'ms',
    },
  );
}

/** Step checks on the warm-up session (step 1 must fail on a fresh sandbox). */
async function checkFigures(bench: LabBench, warm: Headers, sessionId: string): Promise<void> {
  const { options, figures } = bench;
  const { url, log } = options;
  const checks: number[] = [];
  for (let index = 0; index < CHECKS; index++) {
    const started = performance.now();
    const path = `/api/labs/sessions/${sessionId}/steps/1/check`;
    const result = await api<LabCheckResult>(url, 'POST', path, warm);
    checks.push(performance.now() - started);
    if (result.passed) throw new Error('step 1 passed on a fresh sandbox: not the bench lab?');
  }
  log(`labs: step check ms: ${ms(checks)}`);
  figures.push({
    name: 'labs step check p95',
    value: percentile(checks, 95),
    unit: 'ms',
    kind: 'max',
    budget: 1000,
  });
}

/** Resolves once the terminal has printed `text` (or throws after `timeoutMs`). */
function printed(ws: WebSocket, text: string, timeoutMs: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" in ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: Buffer) => {
      output += data.toString('utf8');
      if (!output.includes(text)) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve();
    };
    ws.on('message', onMessage);
  });
}

/**
 * Finish on the warm-up session once the lab's solution has been typed into its terminal: the
 * final run (every step's check again, in order) as a learner waits for it.
 */
async function finishFigures(bench: LabBench, warm: Headers, sessionId: string): Promise<void> {
  const { options, figures } = bench;
  const { url, log } = options;
  const shell = await openTerminal(url, warm, sessionId);
  const solve = readFileSync(
    path.join(process.cwd(), 'content/labs/linux-system-administration', BENCH_LAB, 'solve.sh'),
  ).toString('base64');
  const done = printed(shell, 'SOLVED-42', 60_000);
  shell.send(`echo ${solve} | base64 -d | bash; echo "SOLVED-$((40 + 2))"\r`);
  await done;
  shell.close();
  const started = performance.now();
  const result = await api<LabFinishResult>(
    url,
    'POST',
    `/api/labs/sessions/${sessionId}/finish`,
    warm,
  );
  const elapsed = performance.now() - started;
  if (!result.labPassed)
    throw new Error(`Finish did not pass the solved bench lab: ${result.finalRun.message}`);
  log(
    `labs: Finish (final run of ${BENCH_LAB}'s steps on the solved machine) ${elapsed.toFixed(0)} ms`,
  );
  figures.push({ name: 'labs Finish final run', value: elapsed, unit: 'ms' });
}

/** Capacity: idle sessions held at once, and what they cost the host and the server. */
async function capacityFigures(bench: LabBench, capacityLearners: Headers[]): Promise<void> {
  const { options, driver, open, sessionIds, figures } = bench;
  const { url, log } = options;
  await sleep(2000);
  const freeBefore = availableMb();
  const rssBefore = options.serverRssMb();
  const started = Date.now();
  const starts = await pool(capacityLearners, CAPACITY_CONCURRENCY, async (headers) => {
    const idle = await startLive(url, headers);
    sessionIds.add(idle.id);
    open.set(idle.id, headers);
    return idle.id;
  });
  const live = starts.filter((result) => result.status === 'fulfilled').length;
  const failures = starts.flatMap((result) =>
    result.status === 'rejected' ? [String(result.reason)] : [],
  );
  if (failures.length > 0) {
    const reasons = options
      .serverOutput()
      .split('\n')
      .filter((line) => line.includes('failed to start'));
    log(`labs: ${failures.length} starts failed: ${failures[0]}\n${reasons.join('\n')}`);
    log(
      `labs: fs.inotify.max_user_instances is ${inotifyLimit()}; a systemd sandbox holds about 5 (sysctl -w fs.inotify.max_user_instances=1024 lifts the ceiling)`,
    );
  }
  await sleep(5000);
  const freeAfter = availableMb();
  const usedMb = freeBefore - freeAfter;
  const cgroupMb = await sandboxesMb(driver, options.owner);
  const rssPerSession = (options.serverRssMb() - rssBefore) / Math.max(1, live);
  log(
    `labs: ${live} of ${CAPACITY_TARGET} idle sessions live in ${Date.now() - started} ms; available memory ${freeBefore.toFixed(0)} → ${freeAfter.toFixed(0)} MB, sandboxes' cgroups ${cgroupMb.toFixed(0)} MB, server RSS ${rssBefore.toFixed(0)} → ${options.serverRssMb().toFixed(0)} MB`,
  );
  figures.push(
    {
      name: 'labs idle sessions live at once',
      value: live,
      unit: '',
      kind: 'min',
      budget: CAPACITY_TARGET,
    },
    // Free memory moves with everything else on the machine: the cgroups' figure is the steady one.
    { name: `labs free memory drop, ${live} idle sessions`, value: usedMb, unit: 'MB' },
    {
      name: 'labs memory per idle sandbox (cgroup)',
      value: cgroupMb / Math.max(1, live),
      unit: 'MB',
    },
    { name: 'labs server RSS per session', value: rssPerSession, unit: 'MB' },
  );
}

/**
 * The labs' figures, through the server's API and terminal WebSocket: sandbox ready
 * (POST → live → the prompt's first byte), keystroke echo, step checks, and how many idle
 * sessions the machine holds at once with what they cost. Every session is ended, and no
 * sandbox of this server may be left afterwards.
 */
export async function labFigures(options: LabsBenchOptions): Promise<Figure[]> {
  const { url, log } = options;
  const [warm, ...rest]: Headers[] = options.cookies.map((cookie) => ({ cookie, origin: url }));
  if (!warm || rest.length < LAB_LEARNERS - 1)
    throw new Error(`labs need ${LAB_LEARNERS} learners`);
  const readyLearners = rest.slice(0, READY_SESSIONS);
  const capacityLearners = rest.slice(READY_SESSIONS, READY_SESSIONS + CAPACITY_TARGET);
  const driver = new LocalDriver({ projectRoot: process.cwd(), owner: options.owner });
  const open = new Map<string, Headers>();
  /** Every session the bench started: their sandboxes must all be gone at the end. */
  const sessionIds = new Set<string>();
  const figures: Figure[] = [];
  const bench: LabBench = { options, driver, open, sessionIds, figures };
  try {
    // A warm-up session (not timed) keeps this and the checks' and keystrokes' sandbox.
    const session = await startLive(url, warm);
    sessionIds.add(session.id);
    open.set(session.id, warm);
    const shell = await openTerminal(url, warm, session.id);
    await settle(shell, 300);

    await readyFigures(bench, readyLearners);

    await keystrokeFigures(bench, shell);

    await checkFigures(bench, warm, session.id);
    await finishFigures(bench, warm, session.id);
    await end(url, warm, session.id);
    open.delete(session.id);

    await capacityFigures(bench, capacityLearners);
  } finally {
    const ending = [...open.entries()];
    await pool(ending, CAPACITY_CONCURRENCY, ([id, headers]) => end(url, headers, id));
    // The server's sandboxes still on the machine: podman ps by the owner label.
    const left = await removeLabSandboxes(options.owner, sessionIds);
    log(`labs: ended ${ending.length} sessions; sandboxes left behind: ${left}`);
    figures.push({
      name: 'labs sandboxes left behind',
      value: left,
      unit: '',
      kind: 'max',
      budget: 0,
    });
  }
  return figures;
}
