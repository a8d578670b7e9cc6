import type { Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema, LabSessionsTable } from '../../db/schema';
import { errorText } from '../../error-text';
import type { ExecOptions, LabDriver, SandboxHostSpec } from '../../labs/lab-driver';
import { findSession, runningCounts, type SessionRow } from './lab-session-rows';
import { createTerminalHub } from './lab-terminals';
import { createWarmPool } from './lab-warm-pool';
import { endedSignIns } from './terminal-sign-ins';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/labs';

export interface LabRunnerDependencies {
  db: Kysely<DatabaseSchema>;
  content: LearningContent;
  driver: LabDriver;
  /** LAB_MAX_SANDBOXES: sessions over it wait in the queue. */
  maxSandboxes: number;
  /** LAB_FREE_SHARE: the percent of maxSandboxes free sessions may hold (decision 027). */
  freeSharePercent: number;
  /**
   * LAB_WARM_SANDBOXES: booted sandboxes kept ready for each kind of one-machine lab (image and
   * host name), handed to the next session that starts one (decision 025). 0: none.
   */
  warmSandboxes?: number;
  log: (message: string) => void;
}

const MINUTE = 60_000;
/**
 * The driver's own time limit (podman --timeout cannot be extended): the longest a session can
 * last, 45 + 15 minutes, plus a margin. The service enforces the session's real end itself
 * (tick(), and a check on every call), destroying the sandbox; the driver's limit and the sweep
 * are the backstops when the server is down.
 */
export const SANDBOX_TTL_SECONDS = (LAB_SESSION_MINUTES + LAB_EXTEND_MINUTES) * 60 + 120;
/** A 'starting' row older than this was left by a server that died while starting it. */
const STUCK_START_MS = 3 * MINUTE;
/**
 * How long the driver's answer to "can labs run here?" is kept: asking the local driver runs
 * podman (0.2-1 s), which no page view should wait for or be able to trigger at will.
 */
const AVAILABILITY_TTL_MS = 30_000;
/**
 * setup.sh has longer than a check (it may prepare files or install from the image), and runs
 * as the learner's shell: what it starts (a rogue listener, a slow report) must be the
 * learner's to find and stop, not hold a check's extra capability.
 */
const SETUP_EXEC: ExecOptions = { timeoutMs: 60_000, as: 'learner' };

/**
 * How many sandboxes sessions of free first labs may hold: `percent` of the cap, rounded down,
 * but at least one, so a free lab always can start on a small server (decision 027).
 */
export function freeSandboxLimit(maxSandboxes: number, percent: number): number {
  return Math.max(1, Math.floor((maxSandboxes * percent) / 100));
}

export const iso = (ms: number) => new Date(ms).toISOString();

export type EndReason = NonNullable<LabSessionsTable['end_reason']>;

/**
 * The life of sessions' sandboxes: the queue (pump), making a sandbox and running setup.sh
 * (launch), ending a session and removing its sandbox, the timer that ends sessions whose time
 * is up, and the driver's availability. The service (labs.service.ts) applies the learner-facing
 * rules on top.
 */
export function createLabRunner(deps: LabRunnerDependencies) {
  const { db, content, driver, log } = deps;
  const maxFreeSandboxes = freeSandboxLimit(deps.maxSandboxes, deps.freeSharePercent);
  const starting = new Map<string, Promise<void>>();
  const terminals = createTerminalHub(driver, log, (sessionId) => {
    endVanished(sessionId).catch((error: unknown) => {
      log(`Lab session ${sessionId}: ${errorText(error)}`);
    });
  });
  let pumping: Promise<void> = Promise.resolve();
  const warm = createWarmPool({
    db,
    content,
    driver,
    maxSandboxes: deps.maxSandboxes,
    perKind: deps.warmSandboxes ?? 0,
    sessionTtlSeconds: SANDBOX_TTL_SECONDS,
    setupExec: SETUP_EXEC,
    unavailableReason,
    log,
  });

  let availability: { at: number; reason: Promise<string | null> } | undefined;

  /** driver.unavailableReason(), asked at most every AVAILABILITY_TTL_MS (concurrent calls share). */
  function unavailableReason(): Promise<string | null> {
    const now = Date.now();
    if (!availability || now - availability.at > AVAILABILITY_TTL_MS) {
      const reason = driver.unavailableReason().catch((error: unknown) => {
        log(`Lab driver availability: ${errorText(error)}`);
        return 'Labs are unavailable on this server: the sandbox driver did not answer.';
      });
      availability = { at: now, reason };
    }
    return availability.reason;
  }

  /** The row, after ending it if its time is up. */
  async function current(row: SessionRow): Promise<SessionRow> {
    if (row.status === 'live' && row.expires_at && Date.parse(row.expires_at) <= Date.now()) {
      await endSession(row, 'expired');
      return (await findSession(db, row.id)) ?? row;
    }
    return row;
  }

  async function endSession(row: SessionRow, reason: EndReason) {
    const ended = await db
      .updateTable('lab_sessions')
      .set({ status: 'ended', end_reason: reason, ended_at: iso(Date.now()) })
      .where('id', '=', row.id)
      .where('status', '<>', 'ended')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return;
    terminals.closeSession(row.id, reason === 'expired' ? 'Time is up.' : 'The lab has ended.');
    if (row.status !== 'queued' || warm.release(row.id)) {
      await driver
        .destroy(row.id)
        .catch((error: unknown) => log(`Lab sandbox ${row.id} not removed: ${errorText(error)}`));
    }
    void pump();
  }

  /**
   * Live sessions whose sandbox no longer exists (the learner ran `poweroff`, its main process
   * died, its time limit or the sweep removed it, or the machine restarted): ended with the
   * reason, instead of staying live with a terminal that cannot open and checks that cannot run.
   * The tick asks for every live session; a terminal that could not open, for its own. A driver
   * that cannot list says nothing is gone.
   */
  async function endVanished(sessionId?: string): Promise<void> {
    let query = db.selectFrom('lab_sessions').selectAll().where('status', '=', 'live');
    if (sessionId) query = query.where('id', '=', sessionId);
    const live = await query.execute();
    if (live.length === 0) return;
    let present: Set<string>;
    try {
      present = new Set((await driver.list()).map((sandbox) => sandbox.sessionId));
    } catch (error) {
      log(`Lab sandboxes not listed: ${errorText(error)}`);
      return;
    }
    for (const row of live) if (!present.has(row.id)) await endSession(row, 'removed');
  }

  /** Makes the sandbox of a session this instance claimed, runs setup.sh, marks it live. */
  function launch(row: SessionRow) {
    // The terminal's shell, opened while setup.sh runs, starts when this says setup succeeded.
    let setUp: (succeeded: boolean) => void = () => undefined;
    const run = async () => {
      const lab = content.labs.get(row.lab_id);
      try {
        if (!lab) throw new Error(`lab ${row.lab_id} is no longer in the content`);
        const adopted = await warm.adopt(row.id);
        const handle =
          adopted?.handle ??
          (await driver.create({
            sessionId: row.id,
            userId: row.user_id,
            labId: lab.id,
            hosts: lab.hosts,
            ttlSeconds: SANDBOX_TTL_SECONDS,
          }));
        const host = handle.hosts[0] ?? '';
        terminals.prepare(
          handle,
          host,
          new Promise<boolean>((resolve) => (setUp = resolve)),
          adopted?.terminal ?? undefined,
        );
        if (lab.setup === '') {
          adopted?.setup?.cancel();
        } else {
          // It runs before the learner has a terminal, on a sandbox nobody has touched.
          const setup = adopted?.setup
            ? await adopted.setup.run(lab.setup)
            : await driver.exec(handle, host, lab.setup, SETUP_EXEC);
          if (setup.exitCode !== 0) {
            throw new Error(`setup.sh exited ${setup.exitCode}: ${setup.stderr.slice(0, 500)}`);
          }
        }
        setUp(true);
        const now = Date.now();
        const live = await db
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
        if (Number(live.numUpdatedRows) === 0) await driver.destroy(row.id);
      } catch (error) {
        setUp(false);
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
          if (await warm.dropOne()) void pump();
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
        void pump();
      }
    };
    const promise = run().finally(() => starting.delete(row.id));
    starting.set(row.id, promise);
  }

  /** Claims up to `limit` queued sessions of one kind (paid or free), oldest first; how many. */
  async function claimQueued(free: 0 | 1, limit: number): Promise<number> {
    if (limit <= 0) return 0;
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
        launch({ ...row, status: 'starting' });
        claimed += 1;
      }
    }
    return claimed;
  }

  /**
   * Starts queued sessions while fewer than maxSandboxes are starting or live: paying learners'
   * first, oldest first, then free ones, oldest first, while free sessions hold fewer than
   * maxFreeSandboxes (decision 027). One pass at a time in this instance; between instances the
   * conditional update decides who claims a row (a cap may be passed by one per racing
   * instance, never more).
   */
  function pump(): Promise<void> {
    pumping = pumping.then(async () => {
      try {
        const running = await runningCounts(db);
        const room = deps.maxSandboxes - running.all;
        if (room <= 0) return;
        const paid = await claimQueued(0, room);
        await claimQueued(1, Math.min(room - paid, maxFreeSandboxes - running.free));
      } catch (error) {
        log(`Lab queue: ${errorText(error)}`);
      }
    });
    return pumping;
  }

  /**
   * Closes the terminals whose sign-in has ended (signed out, or its sessions revoked by a
   * password reset, on any instance): an open WebSocket is not asked for its cookie again.
   */
  async function closeSignedOutTerminals(): Promise<void> {
    const signIns = terminals.signIns();
    if (signIns.length === 0) return;
    try {
      const ended = await endedSignIns(db, signIns);
      if (ended.size > 0) terminals.closeSignedOut(ended);
    } catch (error) {
      log(`Lab terminals' sign-ins: ${errorText(error)}`);
    }
  }

  /**
   * Ends sessions whose time is up or whose sandbox is gone, fails starts a dead server left
   * behind, starts queued sessions when there is room, and closes terminals whose sign-in
   * ended. main.ts runs it on a timer (every 15 s); any instance may.
   */
  async function tick(): Promise<void> {
    await closeSignedOutTerminals();
    const now = Date.now();
    const expired = await db
      .selectFrom('lab_sessions')
      .selectAll()
      .where('status', '=', 'live')
      .where('expires_at', '<=', iso(now))
      .execute();
    for (const row of expired) await endSession(row, 'expired');
    const stuck = await db
      .selectFrom('lab_sessions')
      .selectAll()
      .where('status', '=', 'starting')
      .where('started_at', '<', iso(now - STUCK_START_MS))
      .execute();
    for (const row of stuck) if (!starting.has(row.id)) await endSession(row, 'failed');
    await endVanished();
    await pump();
    await warm.fill();
  }

  return {
    terminals,
    maxFreeSandboxes,
    unavailableReason,
    current,
    endSession,
    pump,
    tick,
    /** The sandbox being made for this session by this instance, if any. */
    starting: (sessionId: string): Promise<void> | undefined => starting.get(sessionId),
    /** A booted sandbox for a new session of these hosts: its id, or null (warm pool). */
    takeWarm: (hosts: readonly SandboxHostSpec[]) => warm.take(hosts),
    /** The session that took a warm sandbox was not recorded: the sandbox goes. */
    releaseWarm: (sessionId: string) => warm.release(sessionId),
    /** True for the warm pool's own sandboxes, which belong to no session yet. */
    holdsWarm: (sessionId: string) => warm.holds(sessionId),
    /** Removes the warm pool's sandboxes (server shutdown). */
    stopWarm: () => warm.stop(),
    /** Runs tick() every `intervalMs`, and fills the warm pool now; returns the stopper. */
    schedule(intervalMs = 15_000): () => void {
      warm.fill().catch((error: unknown) => log(`Warm lab sandboxes: ${errorText(error)}`));
      const timer = setInterval(() => {
        tick().catch((error: unknown) => log(`Lab sessions tick: ${errorText(error)}`));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    /** Waits for sandboxes being made (tests, shutdown). */
    async settled(): Promise<void> {
      await pumping;
      await Promise.all([...starting.values()]);
    },
  };
}

export type LabRunner = ReturnType<typeof createLabRunner>;
