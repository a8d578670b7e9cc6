import type { CopyShape } from '../../../shared/i18n/copy';

/** The course player's frame: outline, pager, lesson and lab views, not-found, the page's meta. */
export const learnCopy = {
  outline: {
    percentComplete: (percent: number) => `${percent}% complete`,
    courseProgress: 'Course progress',
    courseOutline: 'Course outline',
    moduleHeading: (number: number, title: string) => `Module ${number}: ${title}`,
    finished: ' (finished)',
    quiz: 'Quiz',
    lab: (minutes: number) => `Lab · ${minutes} min`,
    lesson: (minutes: number) => `${minutes} min`,
    previewLesson: (minutes: number) => `${minutes} min · Free preview`,
  },
  player: {
    /** The link to the course's Bangla glossary of key terms. */
    glossary: 'Bangla glossary (বাংলা শব্দকোষ)',
    opening: 'Opening your course...',
    /** While a quiz's code and questions load (the quiz loads on opening, quiz-view.lazy.tsx). */
    quizLoading: 'Loading the quiz...',
    quizCodeFailed: 'The quiz could not be opened. Check your connection and reload the page.',
    minutesRead: (minutes: number) => `${minutes} min read`,
    lessonFailed: (message: string) => `We could not load this lesson. ${message}`,
    loadingLesson: 'Loading the lesson...',
    progressFailed: 'Could not load your progress',
    completeFailed: 'Could not mark the lesson complete',
  },
  pager: {
    label: 'Lesson navigation',
    previous: 'Previous',
    previousTitle: 'Previous (Alt+Left arrow or k)',
    next: 'Next',
    nextTitle: 'Next (Alt+Right arrow or j)',
    keys: 'Keyboard: Alt+Left arrow or k opens the previous item, Alt+Right arrow or j the next.',
  },
  lesson: {
    completed: 'Completed',
    saving: 'Saving...',
    markComplete: 'Mark as complete',
    previewNote:
      "This is the course's free preview lesson. Enrol to open the rest and keep track of your progress.",
  },
  lab: {
    kicker: (minutes: number) => `Hands-on lab · ${minutes} min`,
    about:
      'You work in a terminal on a throwaway Debian machine in your browser. Each step has a Check button that looks at the machine and tells you whether the step is done.',
    passed: 'You passed this lab.',
    open: 'Open lab',
    openAgain: 'Open the lab again',
  },
  notFound: {
    title: 'Lesson not found',
    text: 'There is no course or lesson at this address. Pick your course again from the catalogue or your dashboard.',
    back: 'Back to Courses',
  },
  meta: {
    notFoundTitle: 'Lesson not found',
    notFoundDescription:
      'This course or lesson does not exist. Browse all Shikhon Academy courses.',
    description: (courseTitle: string) =>
      `Learn ${courseTitle} lesson by lesson, with a quiz after each module.`,
  },
};

export type LearnCopy = CopyShape<typeof learnCopy>;
