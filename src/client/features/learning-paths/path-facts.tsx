import { BookIcon, ClockIcon } from '../../components/ui/icons';
import type { LearningPath } from '../../../shared/catalogue/types';

/** How many courses a path has and how long it takes, each behind its icon. */
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
  return (
    <ul className={className}>
      <li className={itemClassName}>
        <BookIcon /> {path.courses} courses
      </li>
      <li className={itemClassName}>
        <ClockIcon /> {path.duration}
      </li>
    </ul>
  );
}
