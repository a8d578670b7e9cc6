import { BookIcon, ClockIcon } from '../../components/ui/icons';
import { pathCourses } from '../../../shared/catalogue/path-courses';
import type { LearningPath } from '../../../shared/catalogue/types';
import { learningPathsCopy } from './learning-paths.copy';

/**
 * How many courses teach the path (those it names but the academy does not teach are not
 * counted, only mentioned) and how long it takes, each behind its icon.
 */
export function PathFacts({
  path,
  className,
  itemClassName = 'flex items-center gap-2',
}: {
  path: LearningPath;
  /** Classes of the list (its spacing and text). */
  className: string;
  itemClassName?: string;
}) {
  const { taught, notTaught } = pathCourses(path);
  return (
    <ul className={className}>
      <li className={itemClassName}>
        <BookIcon /> {learningPathsCopy.facts.courses(taught.length, notTaught.length)}
      </li>
      <li className={itemClassName}>
        <ClockIcon /> {path.duration}
      </li>
    </ul>
  );
}
