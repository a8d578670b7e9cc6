import type { CompiledLab } from '../../content/content-types';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { failure, success, type ServiceResult } from '../../services/result';
import { finishNews } from '../../learning/progress';
import type { Learner } from '../../learning/course-access';
import { everyStepPassed, passedSteps, type SessionRow } from './lab-session-rows';
import { accessEnded, liveLab, ownedSession, type LabSessionsContext } from './lab-session-context';
import {
  LAB_CHECKS_PER_WINDOW,
  LAB_MESSAGES,
  rateLimited,
  type RateLimited,
} from './lab-session-rules';
import { finalRun } from './lab-final-run';
import { runStepCheck, type LabStep } from './lab-step-run';
import { checksLimitedMessage } from '../../../shared/schemas/lab-rules';
import {
  parseStepNumber,
  type LabCheckResult,
  type LabFinishResult,
} from '../../../shared/schemas/labs';

/**
 * Checks a step, and runs the final run (lab-final-run.ts) once, with it, every step has passed
 * at least once in the session: the ticks show progress, the final run decides the pass.
 */
async function runCheck(
  ctx: LabSessionsContext,
  learner: Learner,
  row: SessionRow,
  lab: CompiledLab,
  step: LabStep,
): Promise<LabCheckResult> {
  const { passed, hints } = await runStepCheck(ctx, learner, row, lab, step);
  const stepsPassed = await passedSteps(ctx.deps.db, row.id);
  if (!passed || !everyStepPassed(lab, stepsPassed)) {
    return { step: step.number, passed, hints, stepsPassed, labPassed: false, finalRun: null };
  }
  const run = await finalRun(ctx, learner, row, lab);
  return {
    step: step.number,
    passed,
    hints,
    stepsPassed: run.stepsPassed,
    labPassed: run.finalRun.passed,
    finalRun: run.finalRun,
    ...finishNews(run.finished),
  };
}

/**
 * The guards a check and a final run share: the learner's live session of a lab they may open,
 * one check at a time per session, and the check rate limit (a final run counts as one check).
 */
async function guardedRun<T>(
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
  run: (row: SessionRow, lab: CompiledLab) => Promise<ServiceResult<T>>,
  stepText: string | null,
): Promise<ServiceResult<T> | RateLimited> {
  const row = await ownedSession(ctx, learner, sessionId);
  if (!row) return failure(404, 'not_found', LAB_MESSAGES.noSession);
  const live = liveLab(ctx, row);
  if (!live.ok) return live;
  const lab = live.value;
  const ended = await accessEnded(ctx, learner, row, lab);
  if (ended) return ended;
  if (stepText !== null) {
    const number = parseStepNumber(stepText);
    if (!lab.steps.some((candidate) => candidate.number === number)) {
      return failure(404, 'not_found', LAB_MESSAGES.noStep);
    }
  }
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
    return await run(row, lab);
  } finally {
    ctx.checking.delete(row.id);
  }
}

/** POST /api/labs/sessions/{id}/steps/{n}/check: one check at a time per session. */
export function checkStep(
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
  stepText: string,
): Promise<ServiceResult<LabCheckResult> | RateLimited> {
  return guardedRun(
    ctx,
    learner,
    sessionId,
    async (row, lab) => {
      const number = parseStepNumber(stepText);
      const step = lab.steps.find((candidate) => candidate.number === number);
      if (!step) return failure(404, 'not_found', LAB_MESSAGES.noStep);
      return success(await runCheck(ctx, learner, row, lab, step));
    },
    stepText,
  );
}

/**
 * POST /api/labs/sessions/{id}/finish: the final run, whatever has passed so far (a step that
 * never passed is named as the first failure).
 */
export function finishLab(
  ctx: LabSessionsContext,
  learner: Learner,
  sessionId: string,
): Promise<ServiceResult<LabFinishResult> | RateLimited> {
  return guardedRun(
    ctx,
    learner,
    sessionId,
    async (row, lab) => {
      const run = await finalRun(ctx, learner, row, lab);
      return success({
        stepsPassed: run.stepsPassed,
        labPassed: run.finalRun.passed,
        finalRun: run.finalRun,
        ...finishNews(run.finished),
      });
    },
    null,
  );
}
