import { errorText } from '../../error-text';
import { iso } from './lab-session-rows';
import { pump } from './lab-queue';
import { MINUTE, type RunnerState } from './lab-runner-state';
import { endSession, endVanished } from './lab-session-end';
import { endedSignIns } from './terminal-sign-ins';

/** The runner's timer: what it does every few seconds, and the timer itself. */

/** A 'starting' row older than this was left by a server that died while starting it. */
const STUCK_START_MS = 3 * MINUTE;

/**
 * Closes the terminals whose sign-in has ended (signed out, or its sessions revoked by a
 * password reset, on any instance): an open WebSocket is not asked for its cookie again.
 */
async function closeSignedOutTerminals(runner: RunnerState): Promise<void> {
  const signIns = runner.terminals.signIns();
  if (signIns.length === 0) return;
  try {
    const ended = await endedSignIns(runner.deps.db, signIns);
    if (ended.size > 0) runner.terminals.closeSignedOut(ended);
  } catch (error) {
    runner.deps.log(`Lab terminals' sign-ins: ${errorText(error)}`);
  }
}

/**
 * Ends sessions whose time is up or whose sandbox is gone, fails starts a dead server left
 * behind, starts queued sessions when there is room, and closes terminals whose sign-in
 * ended. main.ts runs it on a timer (every 15 s); any instance may.
 */
export async function tick(runner: RunnerState): Promise<void> {
  const { db } = runner.deps;
  await closeSignedOutTerminals(runner);
  const now = Date.now();
  const expired = await db
    .selectFrom('lab_sessions')
    .selectAll()
    .where('status', '=', 'live')
    .where('expires_at', '<=', iso(now))
    .execute();
  for (const row of expired) await endSession(runner, row, 'expired');
  const stuck = await db
    .selectFrom('lab_sessions')
    .selectAll()
    .where('status', '=', 'starting')
    .where('started_at', '<', iso(now - STUCK_START_MS))
    .execute();
  for (const row of stuck)
    if (!runner.starting.has(row.id)) await endSession(runner, row, 'failed');
  await endVanished(runner);
  await pump(runner);
  await runner.warm.fill();
}

/** Runs tick() every `intervalMs`, and fills the warm pool now; returns the stopper. */
export function schedule(runner: RunnerState, intervalMs = 15_000): () => void {
  const { log } = runner.deps;
  runner.warm.fill().catch((error: unknown) => log(`Warm lab sandboxes: ${errorText(error)}`));
  const timer = setInterval(() => {
    tick(runner).catch((error: unknown) => log(`Lab sessions tick: ${errorText(error)}`));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
