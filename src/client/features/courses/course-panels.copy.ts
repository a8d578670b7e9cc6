import type { CopyShape } from '../../../shared/i18n/copy';
import { formatMinutes } from '../../i18n/format.copy';

/**
 * The course page's parts below the first view (the Curriculum and Labs tabs, similar courses):
 * their words load with their code, after the first view.
 */
export const coursePanelsCopy = {
  curriculum: {
    title: 'Course curriculum',
    preparing: 'The curriculum for this course is being prepared.',
    summary: (modules: number, withLabs: boolean) =>
      withLabs
        ? `${modules} modules, each of written lessons ending with a quiz; the hands-on labs are listed in the Labs tab.`
        : `${modules} modules, each of written lessons ending with a quiz.`,
    moduleFacts: (lessons: number, minutes: number) =>
      `${lessons} lessons · ${formatMinutes(minutes)}`,
    moduleQuiz: 'Module quiz',
    preview: 'Preview',
  },
  moduleTitle: (position: number, title: string) => `Module ${position}: ${title}`,
  minutes: (count: number) => `${count} min`,
  locked: 'Locked',
  labs: {
    title: 'Hands-on labs',
    intro: (count: number, canOpen: boolean) =>
      `${count === 1 ? '1 lab' : `${count} labs`} in a real terminal in your browser, on a throwaway Debian machine: each step is checked on the machine itself.${canOpen ? '' : ' The first is free to try.'}`,
    free: 'Free',
    passed: 'Passed',
    notPassed: 'Not passed yet',
    open: 'Open lab',
    needsCloudAccount:
      "This course's hands-on work needs your own cloud account: each module's lessons walk you through it step by step. In-browser labs are for tools that run in a sandbox (Linux, Docker, Ansible, Jenkins pipelines, Kubernetes manifests).",
    beingWritten:
      "This course's in-browser labs are being written; until then, each module's lessons include exercises to try on your own machine.",
  },
  similar: {
    title: (category: string) => `Similar Courses in ${category}`,
    viewAll: 'View All Courses',
  },
};

export type CoursePanelsCopy = CopyShape<typeof coursePanelsCopy>;
