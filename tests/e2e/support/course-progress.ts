import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import { loadLearningContent } from '../../../src/server/content/load-content';
import { courseItems, itemId, labsOfCourse } from '../../../src/server/content/course-items';

/**
 * Records items of the course as finished (enrolling the learner first unless they already are),
 * straight in the e2e server's database: finishing a whole course through the UI would take a
 * test an hour. Items already finished are kept. `last`: the course's last lesson, which
 * `leaveLast` leaves unfinished.
 */
async function recordFinished(
  email: string,
  courseId: string,
  { enrol, leaveLast }: { enrol: boolean; leaveLast: boolean },
): Promise<{ last: string }> {
  const content = loadLearningContent(path.resolve('dist/server/content'));
  const course = content.courses.get(courseId);
  if (!course) throw new Error(`no compiled content for ${courseId}`);
  const items = courseItems(course, labsOfCourse(content, courseId));
  const last = items.filter((item) => item.kind === 'lesson').at(-1);
  if (!last) throw new Error('the course has no lesson');
  const database = openDatabase({ databaseUrl: undefined, dataDir: inject('dataDir') });
  try {
    const { db } = database;
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    if (enrol) {
      await db
        .insertInto('enrollments')
        .values({
          id: randomUUID(),
          user_id: user.id,
          course_id: courseId,
          order_id: null,
          created_at: now,
        })
        .execute();
    }
    await db
      .insertInto('learning_progress')
      .values(
        items
          .filter((item) => !leaveLast || item !== last)
          .map((item) => ({
            user_id: user.id,
            course_id: courseId,
            item_id: itemId(item),
            kind: item.kind,
            finished_at: now,
          })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'item_id']).doNothing())
      .execute();
  } finally {
    await database.close();
  }
  return { last: itemId(last) };
}

/** Every item of the course but its last lesson finished; returns that lesson, left to finish. */
export async function nearlyFinish(
  email: string,
  courseId: string,
  { enrol = true }: { enrol?: boolean } = {},
): Promise<{ id: string }> {
  const { last } = await recordFinished(email, courseId, { enrol, leaveLast: true });
  return { id: last };
}

/** The learner enrolled in the course with every item of it finished. */
export async function finishCourse(email: string, courseId: string): Promise<void> {
  await recordFinished(email, courseId, { enrol: true, leaveLast: false });
}
