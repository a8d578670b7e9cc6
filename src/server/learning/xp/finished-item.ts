import type { LearningProgressTable } from '../../db/schema';

export type ItemKind = LearningProgressTable['kind'];

/** A finished item as the XP ledger and the badge rules take it. */
export interface FinishedItem {
  userId: string;
  courseId: string;
  itemId: string;
  kind: ItemKind;
  now: Date;
}
