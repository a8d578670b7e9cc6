import { randomUUID } from 'node:crypto';
import type { CompiledLab } from '../../content/content-types';
import type { ExecResult } from '../../labs/lab-driver';
import type { Learner } from '../../learning/course-access';
import { handleOf, type SessionRow } from './lab-session-rows';
import type { LabSessionsContext } from './lab-session-context';
import {
  capHints,
  checkTimedOutMessage,
  LAB_CHECK_HINTS_MAX,
} from '../../../shared/schemas/lab-rules';

/** One step's check run in the sandbox and stored: what a step check and a final run share. */

export type LabStep = CompiledLab['steps'][number];

/**
 * The check's `HINT:` lines, prefix stripped: the only output of a check a learner sees, and
 * what is stored of it. At most the first LAB_CHECK_HINTS_MAX, each cut to a few hundred bytes.
 */
export function hintLines(...outputs: string[]): string[] {
  const hints: string[] = [];
  for (const line of outputs.flatMap((output) => output.split(/\r?\n/))) {
    if (hints.length === LAB_CHECK_HINTS_MAX) break;
    const hint = line.startsWith('HINT:') ? line.slice('HINT:'.length).trim() : '';
    if (hint !== '') hints.push(hint);
  }
  return capHints(hints);
}

/** What the learner is told of a check's run: its hints, and the time-out if it ran out. */
function verdictHints(result: ExecResult, passed: boolean, step: LabStep): string[] {
  const found = passed ? [] : hintLines(result.stdout, result.stderr);
  // The time-out is said whatever else was printed, within the same cap.
  return result.timedOut
    ? [...found.slice(0, LAB_CHECK_HINTS_MAX - 1), checkTimedOutMessage(step.timeoutSeconds)]
    : found;
}

/**
 * Runs the step's verify script in the sandbox and stores the verdict as a lab_checks row (staff
 * see every run, a final run's too).
 */
export async function runStepCheck(
  ctx: LabSessionsContext,
  learner: Learner,
  row: SessionRow,
  lab: CompiledLab,
  step: LabStep,
): Promise<{ passed: boolean; hints: string[]; checkedAt: Date }> {
  const started = Date.now();
  const result = await ctx.deps.driver.exec(handleOf(row, lab), step.host, step.verify, {
    timeoutMs: step.timeoutSeconds * 1000,
  });
  const passed = result.exitCode === 0 && !result.timedOut;
  const hints = verdictHints(result, passed, step);
  const checkedAt = new Date();
  await ctx.deps.db
    .insertInto('lab_checks')
    .values({
      id: randomUUID(),
      session_id: row.id,
      user_id: learner.id,
      lab_id: lab.id,
      step: step.number,
      passed: passed ? 1 : 0,
      checked_at: checkedAt.toISOString(),
      hints: JSON.stringify(hints),
      duration_ms: checkedAt.getTime() - started,
    })
    .execute();
  return { passed, hints, checkedAt };
}
