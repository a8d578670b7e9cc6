import type { CopyShape } from '../../shared/i18n/copy';
import { formatNumber } from '../i18n/format.copy';

/** A catalogue course's card: the badge, progress, figures, enrolment and its button. */
export const courseCardCopy = {
  mostPopular: 'Most Popular',
  progress: 'Progress',
  percent: (percent: number) => `${percent}%`,
  progressLabel: (courseTitle: string) => `${courseTitle} progress`,
  /** Written straight after the figure: '12 lessons', '3 labs', '12h'. */
  lessonsUnit: ' lessons',
  labsUnit: (labs: number) => (labs === 1 ? ' lab' : ' labs'),
  hoursUnit: 'h',
  enrolled: (count: number) => `${formatNumber(count)} enrolled`,
  /** The button's accessible name: its label and the course it acts on. */
  buttonName: (label: string, courseTitle: string) => `${label}: ${courseTitle}`,
  /** Between the label and the title, where the title is hidden text instead. */
  buttonNameSeparator: ': ',
};

export type CourseCardCopy = CopyShape<typeof courseCardCopy>;
