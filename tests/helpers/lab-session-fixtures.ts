import type { LabShell } from '../../src/client/features/lab-session/lab-shell';
import type { LabFacts, LabSessionView } from '../../src/shared/schemas/labs';

/**
 * A lab and a live session of it as the API describes them, for the session page's component
 * tests: the free first lab of Linux System Administration, three steps.
 */
export const LAB = 'linux-find-and-organise-files';
export const SESSION = '0b7f3c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
export const shell: LabShell = {
  id: LAB,
  title: 'Find and organise files from the shell',
  minutes: 20,
  courseId: 'linux-system-administration',
};

/** A live session with 45 minutes left and no step passed, unless `extra` says otherwise. */
export function aLabSession(extra: Partial<LabSessionView> = {}): LabSessionView {
  return {
    id: SESSION,
    labId: LAB,
    labTitle: shell.title,
    courseId: shell.courseId,
    status: 'live',
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:45:00.000Z',
    secondsLeft: 45 * 60,
    extended: false,
    queuePosition: null,
    waitingFor: null,
    stepsPassed: [],
    stepCount: 3,
    labPassed: false,
    endReason: null,
    ...extra,
  };
}

/** GET /api/labs/{id} for a learner on the free lab with no session, unless `extra` says otherwise. */
export function labFacts(extra: Partial<LabFacts> = {}): LabFacts {
  return {
    id: LAB,
    title: shell.title,
    minutes: 20,
    courseId: shell.courseId,
    courseTitle: 'Linux System Administration',
    moduleId: 'linux-1',
    introHtml: '<p>A colleague left a tree of logs under <code>/srv/inbox</code>.</p>',
    finishHtml: '<p>You sorted the inbox like a pro.</p>',
    steps: [
      { number: 1, title: 'Make the target folders', html: '<p>Use <code>mkdir -p</code>.</p>' },
      { number: 2, title: 'Move every log file', html: '<p>Use find.</p>' },
      { number: 3, title: 'Archive the old reports', html: '<p>Use tar.</p>' },
    ],
    access: 'free',
    unavailableReason: null,
    session: null,
    passed: false,
    next: null,
    ...extra,
  };
}
