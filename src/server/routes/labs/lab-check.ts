import { randomUUID } from 'node:crypto';
import type { CompiledLab } from '../../content/content-types';
import type { ExecResult } from '../../labs/lab-driver';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { failure, success, type ServiceResult } from '../../services/result';
import { finishItem, finishNews } from '../../learning/progress';
import type { Learner } from '../../learning/course-access';
import { everyStepPassed, handleOf, passedSteps, type SessionRow } from './lab-session-rows';
import { accessEnded, liveLab, ownedSession, type LabSessionsContext } from './lab-session-context';
import {
  LAB_CHECKS_PER_WINDOW,
  LAB_MESSAGES,
  rateLimited,
  type RateLimited,
} from './lab-session-rules';
import {
  capHints,
  checksLimitedMessage,
  checkTimedOutMessage,
  LAB_CHECK_HINTS_MAX,
} from '../../../shared/schemas/lab-rules';
import { parseStepNumber, type LabCheckResult } from '../../../shared/schemas/labs';

type LabStep = CompiledLab['steps'][number];

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
 * Runs the step's verify script in the sandbox, stores the verdict, and finishes the lab (XP,
 * progress) when every step has passed.
 */
async function runCheck(
  ctx: LabSessionsContext,
  learner: Learner,
  row: SessionRow,
  lab: CompiledLab,
  step: LabStep,
): Promise<LabCheckResult> {
  const { db } = ctx.deps;
  const started = Date.now();
  const result = await ctx.deps.driver.exec(handleOf(row, lab), step.host, step.verify, {
    timeoutMs: step.timeoutSeconds * 1000,
  });
  const passed = result.exitCode === 0 && !result.timedOut;
  const hints = verdictHints(result, passed, step);
  const checkedAt = new Date();
  await db
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
  const stepsPassed = await passedSteps(db, row.id);
  const labPassed = everyStepPassed(lab, stepsPassed);
  const finished = labPassed
    ? await finishItem(ctx.deps, {
        userId: learner.id,
        courseId: lab.courseId,
        itemId: lab.id,
        kind: 'lab',
        now: checkedAt,
      })
    : null;
  return { step: step.number, passed, hints, stepsPassed, labPassed, ...finishNews(finished) };
}

/** POST /api/labs/sessions/{id}/steps/{n}/check: one check at a time per session. */
export async function checkStep(
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
  stepText: string,
): Promise<ServiceResult<LabCheckResult> | RateLimited> {
  const row = await ownedSession(ctx, learner, sessionId);
  if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
  const live = liveLab(ctx, row);
  if (!live.ok) return live;
  const lab = live.value;
  const ended = await accessEnded(ctx, learner, row, lab);
  if (ended) return ended;
  const number = parseStepNumber(stepText);
  const step = lab.steps.find((candidate) => candidate.number === number);
  if (!step) return failure(404, 'not_found', LAB_MESSAGES.noStep);
  if (ctx.checking.has(row.id)) {
    return failure(429, 'lab_check_running', LAB_MESSAGES.checkRunning);
  }
  ctx.checking.add(row.id);
  try {
    // Counted only for a check that runs: not for one refused above.
    const limit = await hitRateLimit(ctx.deps.db, `lab-check:${learner.id}`, LAB_CHECKS_PER_WINDOW);
    if (!limit.allowed) {
      return rateLimited(checksLimitedMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
    }
    return success(await runCheck(ctx, learner, row, lab, step));
  } finally {
    ctx.checking.delete(row.id);
  }
}
