import { curriculumIds, loadCurriculum } from '../../../shared/catalogue/curriculum-loader';

/**
 * The public facts of a lab (from its course's curriculum) that its session page is
 * prerendered with: one shell per lab id. The browser never loads every curriculum to find a
 * lab: it adopts the facts from the prerendered shell's data attributes before hydrating, so
 * its first render matches the page (an unknown id's page carries no shell: not found).
 */
export interface LabShell {
  id: string;
  title: string;
  minutes: number;
  courseId: string;
}

const shells = new Map<string, LabShell>();

/** The marker on the shell's element; its data attributes carry the facts. */
export const LAB_SHELL_ATTRIBUTE = 'data-lab-shell';

export function labShell(labId: string): LabShell | undefined {
  return shells.get(labId);
}

export function shellAttributes(shell: LabShell): Record<string, string> {
  return {
    [LAB_SHELL_ATTRIBUTE]: shell.id,
    'data-lab-title': shell.title,
    'data-lab-minutes': String(shell.minutes),
    'data-course-id': shell.courseId,
  };
}

/** On the server: finds the lab in the curricula (each course's is its own chunk). */
export async function findLabShell(labId: string): Promise<LabShell | undefined> {
  if (shells.has(labId)) return shells.get(labId);
  for (const courseId of curriculumIds) {
    for (const module of await loadCurriculum(courseId)) {
      const lab = module.labs?.find((candidate) => candidate.id === labId);
      if (lab) {
        const shell = { id: lab.id, title: lab.title, minutes: lab.minutes, courseId };
        shells.set(labId, shell);
        return shell;
      }
    }
  }
  return undefined;
}

/** In the browser, before hydrating: the facts the prerendered page was made with. */
export function adoptLabShell(labId: string, root: ParentNode): void {
  const element = [...root.querySelectorAll(`[${LAB_SHELL_ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(LAB_SHELL_ATTRIBUTE) === labId,
  );
  const title = element?.getAttribute('data-lab-title');
  const courseId = element?.getAttribute('data-course-id');
  const minutes = Number(element?.getAttribute('data-lab-minutes'));
  if (!title || !courseId || !Number.isFinite(minutes)) return;
  shells.set(labId, { id: labId, title, minutes, courseId });
}
