import type { Kysely } from 'kysely';
import { findProgramme, programmes } from '../../../shared/catalogue/programmes';
import type { WaitlistStatus } from '../../../shared/schemas/programme-waitlist';
import type { DatabaseSchema } from '../../db/schema';
import { localeOf } from '../../mail/learner-language';
import { programmeOpenEmail } from '../../mail/templates';
import type { MailOutbox } from '../../mail/outbox';
import { failure, success, type ServiceResult } from '../../services/result';

/**
 * "Tell me when it opens" for a lab programme in preparation: a signed-in learner joins or
 * leaves its list; when the programme goes on sale (a release gives it labs), the next start
 * queues one mail to each learner on the list, marking the row in the same transaction.
 */

type Db = Kysely<DatabaseSchema>;

/** The programme in preparation by its slug, or why the list cannot be used. */
function programmeInPreparation(slug: string): ServiceResult<string> {
  const programme = findProgramme(slug);
  if (!programme) return failure(404, 'not_found', 'There is no such programme.');
  if (programme.onSale) {
    return failure(409, 'on_sale', `${programme.title} is on sale: enrol from its page.`);
  }
  return success(programme.slug);
}

export async function waitlistStatus(
  db: Db,
  userId: string,
  slug: string,
): Promise<ServiceResult<WaitlistStatus>> {
  const found = programmeInPreparation(slug);
  if (!found.ok) return found;
  const row = await db
    .selectFrom('programme_waitlist')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('programme_slug', '=', found.value)
    .executeTakeFirst();
  return success({ onList: row !== undefined });
}

/** Idempotent: joining twice keeps the first row. */
export async function joinWaitlist(
  db: Db,
  userId: string,
  slug: string,
  now: Date,
): Promise<ServiceResult<WaitlistStatus>> {
  const found = programmeInPreparation(slug);
  if (!found.ok) return found;
  await db
    .insertInto('programme_waitlist')
    .values({
      user_id: userId,
      programme_slug: found.value,
      created_at: now.toISOString(),
      notified_at: null,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'programme_slug']).doNothing())
    .execute();
  return success({ onList: true });
}

export async function leaveWaitlist(
  db: Db,
  userId: string,
  slug: string,
): Promise<ServiceResult<WaitlistStatus>> {
  const found = programmeInPreparation(slug);
  if (!found.ok) return found;
  await db
    .deleteFrom('programme_waitlist')
    .where('user_id', '=', userId)
    .where('programme_slug', '=', found.value)
    .execute();
  return success({ onList: false });
}

/**
 * One mail per waiting learner of each programme now on sale; returns how many were queued.
 * Each row is claimed (notified_at set where it was null) in the transaction that queues its
 * mail, so two servers starting together never mail a learner twice.
 */
export async function notifyOpenedProgrammes(
  deps: { db: Db; outbox: MailOutbox; publicUrl: string },
  now: Date = new Date(),
  catalogue: readonly { slug: string; title: string; onSale: boolean }[] = programmes,
): Promise<number> {
  const open = catalogue.filter((programme) => programme.onSale);
  if (open.length === 0) return 0;
  const waiting = await deps.db
    .selectFrom('programme_waitlist')
    .innerJoin('user', 'user.id', 'programme_waitlist.user_id')
    .leftJoin('learner_language', 'learner_language.user_id', 'programme_waitlist.user_id')
    .select([
      'programme_waitlist.user_id',
      'programme_slug',
      'user.name',
      'user.email',
      'learner_language.language',
    ])
    .where('notified_at', 'is', null)
    .where(
      'programme_slug',
      'in',
      open.map((programme) => programme.slug),
    )
    .execute();
  let queued = 0;
  for (const row of waiting) {
    const programme = open.find((each) => each.slug === row.programme_slug);
    if (!programme) continue;
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('programme_waitlist')
        .set({ notified_at: now.toISOString() })
        .where('user_id', '=', row.user_id)
        .where('programme_slug', '=', row.programme_slug)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const mail = programmeOpenEmail(
        {
          name: row.name,
          title: programme.title,
          url: `${deps.publicUrl}/labs/${programme.slug}`,
        },
        localeOf(row.language),
      );
      await deps.outbox.queue(trx, { to: row.email, ...mail });
      return true;
    });
    if (claimed) queued += 1;
  }
  if (queued > 0) deps.outbox.notify();
  return queued;
}
