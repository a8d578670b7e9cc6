import { BookIcon, ClockIcon, FlaskIcon } from '../../components/ui/icons';
import type { IconFact } from '../../components/course-card';
import type { ProgrammeSummary } from '../../../shared/catalogue/types';
import { programmesCopy } from './programmes.copy';

const copy = programmesCopy.facts;

/**
 * A programme's size as its card and its page show it: modules, labs (its real labs, left out
 * while it has none) and hours (its labs' minutes, left out while it is in preparation).
 */
export function programmeIconFacts(programme: ProgrammeSummary): IconFact[] {
  const count = programme.labIds.length;
  return [
    { icon: <BookIcon />, value: copy.modules(programme.modules) },
    ...(count > 0 ? [{ icon: <FlaskIcon />, value: copy.labs(count) }] : []),
    ...(programme.onSale ? [{ icon: <ClockIcon />, value: copy.hours(programme.hours) }] : []),
  ];
}
