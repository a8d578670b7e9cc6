import { BookIcon, ClockIcon, FlaskIcon } from '../../components/ui/icons';
import type { IconFact } from '../../components/course-card';
import type { Lab } from '../../../shared/catalogue/types';

/** A lab's size as its card and its page show it: modules, labs and hours. */
export function labFacts(lab: Lab): IconFact[] {
  return [
    { icon: <BookIcon />, value: lab.modules, unit: ' modules' },
    { icon: <FlaskIcon />, value: lab.labs, unit: ' labs' },
    { icon: <ClockIcon />, value: lab.hours, unit: ' hours' },
  ];
}
