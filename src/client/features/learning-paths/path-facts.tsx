import { BookIcon, ClockIcon } from '../../components/ui/icons';
import { courseCount, pathCourses } from '../../../shared/catalogue/path-courses';
import type { LearningPath } from '../../../shared/catalogue/types';

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
        <BookIcon /> {courseCount(taught.length)}
        {notTaught.length > 0 ? ` (and ${notTaught.length} not taught here yet)` : null}
      </li>
      <li className={itemClassName}>
        <ClockIcon /> {path.duration}
      </li>
    </ul>
  );
}
