import { errorText } from '../../error-text';
import { findSession, iso, type SessionRow } from './lab-session-rows';
import { pump } from './lab-queue';
import type { EndReason, RunnerState } from './lab-runner-state';

/** Ending sessions: their terminal closes, their sandbox goes, and the queue moves. */

/** Ends the session (once: ending an ended one does nothing) and removes its sandbox. */
export async function endSession(
  runner: RunnerState,
  row: SessionRow,
  reason: EndReason,
): Promise<void> {
  const { db, driver, log } = runner.deps;
  const ended = await db
    .updateTable('lab_sessions')
    .set({ status: 'ended', end_reason: reason, ended_at: iso(Date.now()) })
    .where('id', '=', row.id)
    .where('status', '<>', 'ended')
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) return;
  runner.terminals.closeSession(
    row.id,
    reason === 'expired' ? 'Time is up.' : 'The lab has ended.',
  );
  if (row.status !== 'queued' || runner.warm.release(row.id)) {
    await driver
      .destroy(row.id)
      .catch((error: unknown) => log(`Lab sandbox ${row.id} not removed: ${errorText(error)}`));
  }
  void pump(runner);
}

/** The row, after ending it if its time is up. */
export async function currentRow(runner: RunnerState, row: SessionRow): Promise<SessionRow> {
  if (row.status === 'live' && row.expires_at && Date.parse(row.expires_at) <= Date.now()) {
    await endSession(runner, row, 'expired');
    return (await findSession(runner.deps.db, row.id)) ?? row;
  }
  return row;
}

/**
 * Live sessions whose sandbox no longer exists (the learner ran `poweroff`, its main process
 * died, its time limit or the sweep removed it, or the machine restarted): ended with the
 * reason, instead of staying live with a terminal that cannot open and checks that cannot run.
 * The tick asks for every live session; a terminal that could not open, for its own. A driver
 * that cannot list says nothing is gone.
 */
export async function endVanished(runner: RunnerState, sessionId?: string): Promise<void> {
  const { db, driver, log } = runner.deps;
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
  for (const row of live) if (!present.has(row.id)) await endSession(runner, row, 'removed');
}
