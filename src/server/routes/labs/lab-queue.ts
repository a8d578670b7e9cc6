import type { CompiledLab } from '../../content/content-types';
import { errorText } from '../../error-text';
import type { SandboxHandle } from '../../labs/lab-driver';
import { iso, runningCounts, type SessionRow } from './lab-session-rows';
import { MINUTE, SANDBOX_TTL_SECONDS, SETUP_EXEC, type RunnerState } from './lab-runner-state';
import type { WarmSandbox } from './lab-warm-pool';
import { LAB_SESSION_MINUTES } from '../../../shared/schemas/labs';

/** The queue of sessions, and making a claimed session's sandbox (launch). */

/** The session's sandbox: the warm one it took, or a new one. */
async function makeSandbox(
  runner: RunnerState,
  row: SessionRow,
  lab: CompiledLab,
  adopted: WarmSandbox | null,
): Promise<SandboxHandle> {
  return (
    adopted?.handle ??
    (await runner.deps.driver.create({
      sessionId: row.id,
      userId: row.user_id,
      labId: lab.id,
      hosts: lab.hosts,
      ttlSeconds: SANDBOX_TTL_SECONDS,
    }))
  );
}

/** Runs the lab's setup.sh, if any (on the warm sandbox's runner when it has one); throws on failure. */
async function runSetup(
  runner: RunnerState,
  lab: CompiledLab,
  handle: SandboxHandle,
  adopted: WarmSandbox | null,
): Promise<void> {
  if (lab.setup === '') {
    adopted?.setup?.cancel();
    return;
  }
  // It runs before the learner has a terminal, on a sandbox nobody has touched.
  const setup = adopted?.setup
    ? await adopted.setup.run(lab.setup)
    : await runner.deps.driver.exec(handle, handle.hosts[0] ?? '', lab.setup, SETUP_EXEC);
  if (setup.exitCode !== 0) {
    throw new Error(`setup.sh exited ${setup.exitCode}: ${setup.stderr.slice(0, 500)}`);
  }
}

/** The session goes live, its time starting now. */
async function markLive(runner: RunnerState, row: SessionRow): Promise<void> {
  const now = Date.now();
  const live = await runner.deps.db
    .updateTable('lab_sessions')
    .set({
      status: 'live',
      started_at: iso(now),
      expires_at: iso(now + LAB_SESSION_MINUTES * MINUTE),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'starting')
    .executeTakeFirst();
  // Ended while it was being made: nobody will use it.
  if (Number(live.numUpdatedRows) === 0) await runner.deps.driver.destroy(row.id);
}

/** A start that failed: back to the queue when the driver was full, else ended as failed. */
async function launchFailed(runner: RunnerState, row: SessionRow, error: unknown): Promise<void> {
  const { db, driver, log } = runner.deps;
  if (error instanceof Error && error.name === 'SandboxLimitError') {
    // The driver counts sandboxes this service does not know of yet (left by a dead
    // server until the sweep removes them): back to the queue, in the same place.
    await driver.destroy(row.id).catch(() => undefined);
    await db
      .updateTable('lab_sessions')
      .set({ status: 'queued', started_at: null })
      .where('id', '=', row.id)
      .where('status', '=', 'starting')
      .execute();
    // A warm sandbox holds a place a learner is waiting for: it goes, and the queue moves.
    if (await runner.warm.dropOne()) void pump(runner);
    return;
  }
  log(`Lab session ${row.id} (${row.lab_id}) failed to start: ${errorText(error)}`);
  await db
    .updateTable('lab_sessions')
    .set({ status: 'ended', end_reason: 'failed', ended_at: iso(Date.now()) })
    .where('id', '=', row.id)
    .where('status', '=', 'starting')
    .execute();
  await driver.destroy(row.id).catch(() => undefined);
  void pump(runner);
}

/** Makes the sandbox, opens the terminal's shell meanwhile, runs setup.sh, marks it live. */
async function launchSandbox(runner: RunnerState, row: SessionRow): Promise<void> {
  // The terminal's shell, opened while setup.sh runs, starts when this says setup succeeded.
  let setUp: (succeeded: boolean) => void = () => undefined;
  const lab = runner.deps.content.labs.get(row.lab_id);
  try {
    if (!lab) throw new Error(`lab ${row.lab_id} is no longer in the content`);
    const adopted = await runner.warm.adopt(row.id);
    const handle = await makeSandbox(runner, row, lab, adopted);
    runner.terminals.prepare(
      handle,
      handle.hosts[0] ?? '',
      new Promise<boolean>((resolve) => (setUp = resolve)),
      adopted?.terminal ?? undefined,
    );
    await runSetup(runner, lab, handle, adopted);
    setUp(true);
    await markLive(runner, row);
  } catch (error) {
    setUp(false);
    await launchFailed(runner, row, error);
  }
}

/** Makes the sandbox of a session this instance claimed, runs setup.sh, marks it live. */
function launch(runner: RunnerState, row: SessionRow): void {
  const promise = launchSandbox(runner, row).finally(() => runner.starting.delete(row.id));
  runner.starting.set(row.id, promise);
}

/** Claims up to `limit` queued sessions of one kind (paid or free), oldest first; how many. */
async function claimQueued(runner: RunnerState, free: 0 | 1, limit: number): Promise<number> {
  if (limit <= 0) return 0;
  const { db } = runner.deps;
  const queued = await db
    .selectFrom('lab_sessions')
    .selectAll()
    .where('status', '=', 'queued')
    .where('free', '=', free)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  let claimed = 0;
  for (const row of queued) {
    const claim = await db
      .updateTable('lab_sessions')
      .set({ status: 'starting', started_at: iso(Date.now()) })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 1) {
      launch(runner, { ...row, status: 'starting' });
      claimed += 1;
    }
  }
  return claimed;
}

/** One pass of the queue (pump). */
async function pumpOnce(runner: RunnerState): Promise<void> {
  const { deps } = runner;
  try {
    const running = await runningCounts(deps.db);
    const room = deps.maxSandboxes - running.all;
    if (room <= 0) return;
    const paid = await claimQueued(runner, 0, room);
    await claimQueued(runner, 1, Math.min(room - paid, runner.maxFreeSandboxes - running.free));
  } catch (error) {
    deps.log(`Lab queue: ${errorText(error)}`);
  }
}

/**
 * Starts queued sessions while fewer than maxSandboxes are starting or live: paying learners'
 * first, oldest first, then free ones, oldest first, while free sessions hold fewer than
 * maxFreeSandboxes (decision 027). One pass at a time in this instance; between instances the
 * conditional update decides who claims a row (a cap may be passed by one per racing
 * instance, never more).
 */
export function pump(runner: RunnerState): Promise<void> {
  runner.pumping = runner.pumping.then(() => pumpOnce(runner));
  return runner.pumping;
}

/**
 * Waits for sandboxes being made (tests, shutdown), and for what their ends set off: a start
 * that failed because the machine was full moves the queue again (`launchFailed`), so this waits
 * until a pass of the queue has started nothing new.
 */
export async function settled(runner: RunnerState): Promise<void> {
  for (;;) {
    const pass = runner.pumping;
    await pass;
    await Promise.all([...runner.starting.values()]);
    if (runner.pumping === pass && runner.starting.size === 0) return;
  }
}
