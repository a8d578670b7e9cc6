import type { CompiledLab } from '../../content/content-types';
import { finishItem, type FinishOutcome } from '../../learning/progress';
import type { Learner } from '../../learning/course-access';
import { passedSteps, type SessionRow } from './lab-session-rows';
import type { LabSessionsContext } from './lab-session-context';
import { LAB_MESSAGES } from './lab-session-rules';
import { runStepCheck } from './lab-step-run';
import type { LabFinalRun } from '../../../shared/schemas/labs';

/**
 * The final run (decision 034): a lab passes on its finished state, not on steps that passed
 * once and were undone since. Every step's check runs again, in order, on the sandbox as it is
 * now; the first failure stops the run, and only a run where every step passes finishes the lab.
 */
export async function finalRun(
  ctx: LabSessionsContext,
  learner: Learner,
  row: SessionRow,
  lab: CompiledLab,
): Promise<{ finalRun: LabFinalRun; stepsPassed: number[]; finished: FinishOutcome | null }> {
  // Asked for before: whether a failing step had ever passed decides what the learner is told.
  const passedBefore = await passedSteps(ctx.deps.db, row.id);
  let checkedAt = new Date();
  for (const step of lab.steps) {
    const verdict = await runStepCheck(ctx, learner, row, lab, step);
    checkedAt = verdict.checkedAt;
    if (!verdict.passed) {
      const message = passedBefore.includes(step.number)
        ? LAB_MESSAGES.finalRunFailed(step.number)
        : LAB_MESSAGES.finalRunUnpassed(step.number);
      return {
        finalRun: { passed: false, failedStep: step.number, hints: verdict.hints, message },
        stepsPassed: await passedSteps(ctx.deps.db, row.id),
        finished: null,
      };
    }
  }
  const finished = await finishItem(ctx.deps, {
    userId: learner.id,
    courseId: lab.courseId,
    itemId: lab.id,
    kind: 'lab',
    now: checkedAt,
  });
  return {
    finalRun: { passed: true, failedStep: null, hints: [], message: LAB_MESSAGES.finalRunPassed },
    stepsPassed: await passedSteps(ctx.deps.db, row.id),
    finished,
  };
}
