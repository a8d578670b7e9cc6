import { positions } from '../../../shared/catalogue/careers';
import type { Position } from '../../../shared/catalogue/types';

/** Where 'Apply Now' leads: the position's own application form. */
export function applicationHref(positionId: string): string {
  return `/careers/apply/${encodeURIComponent(positionId)}`;
}

/** The open position with this id, or undefined for an unknown (or closed) one. */
export function findPosition(id: string): Position | undefined {
  return positions.find((position) => position.id === id);
}
