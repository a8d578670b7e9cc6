import type { Kysely } from 'kysely';
import type { LearningContent } from '../../content/content-types';
import type { DatabaseSchema } from '../../db/schema';
import { pathBadgeId, type FixedBadgeId } from '../../../shared/achievements/badges';
import { STREAK_BADGE_DAYS, currentStreak } from '../../../shared/achievements/xp-rules';
import { dhakaDay, shiftDay } from '../../../shared/format/dhaka-day';
import { learningPaths } from '../../../shared/catalogue/paths';
import { isPathFinished } from '../../../shared/catalogue/path-courses';
import type { FinishedItem, ItemKind } from './finished-item';
import { itemKey, progressKey } from '../../content/course-items';
import { isCourseFinished, itemsOfCourse } from '../course-finished';

type Db = Kysely<DatabaseSchema>;

/** Each module's items as progress keys: its lessons, its labs, its quiz. */
function moduleKeys(content: LearningContent, courseId: string): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const item of itemsOfCourse(content, courseId)) {
    modules.set(item.module.id, [...(modules.get(item.module.id) ?? []), itemKey(item)]);
  }
  return modules;
}

/** Every item of each course the learner finished, as keys. */
function finishedByCourse(rows: readonly { course_id: string; item_id: string; kind: ItemKind }[]) {
  const byCourse = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byCourse.get(row.course_id) ?? new Set<string>();
    set.add(progressKey(row.kind, row.item_id));
    byCourse.set(row.course_id, set);
  }
  return byCourse;
}

/** The badges the finished item may have earned, by their rules. */
export async function earnedBadges(
  db: Db,
  content: LearningContent,
  item: FinishedItem,
  firstTry: boolean,
): Promise<string[]> {
  const earned: string[] = [];
  const fixed = (id: FixedBadgeId) => earned.push(id);
  if (item.kind === 'lesson') fixed('first-lesson');
  if (item.kind === 'lab') fixed('first-lab');
  if (item.kind === 'quiz' && firstTry) fixed('first-try-quiz');

  const progress = await db
    .selectFrom('learning_progress')
    .select(['course_id', 'item_id', 'kind'])
    .where('user_id', '=', item.userId)
    .execute();
  const byCourse = finishedByCourse(progress);
  const done = byCourse.get(item.courseId) ?? new Set<string>();
  const ownKey = progressKey(item.kind, item.itemId);
  for (const keys of moduleKeys(content, item.courseId).values()) {
    if (keys.includes(ownKey) && keys.every((key) => done.has(key))) fixed('module-finished');
  }
  if (isCourseFinished(content, item.courseId, done)) {
    fixed('course-finished');
    const finished = new Set(
      [...byCourse].filter(([id, set]) => isCourseFinished(content, id, set)).map(([id]) => id),
    );
    if (finished.size >= 3) fixed('three-courses');
    for (const path of learningPaths) {
      if (isPathFinished(path, finished)) earned.push(pathBadgeId(path.id));
    }
  }

  const today = dhakaDay(item.now);
  const days = await db
    .selectFrom('learning_days')
    .select('day')
    .where('user_id', '=', item.userId)
    .where('day', '>', shiftDay(today, -STREAK_BADGE_DAYS - 1))
    .execute();
  if (
    currentStreak(
      days.map((row) => row.day),
      item.now,
    ) >= STREAK_BADGE_DAYS
  ) {
    fixed('streak-7');
  }
  return earned;
}
