import { sql, type Kysely } from 'kysely';
import type { StaffWaiting } from '../../../shared/schemas/staff-waiting';
import type { DatabaseSchema } from '../../db/schema';

/**
 * Orders awaiting verification and refund requests awaiting a decision (or an approved refund
 * whose payout through bKash failed), in one round trip; each
 * count reads its status index (orders_status_created_idx, refund_requests_status_requested_idx).
 */
export async function countStaffWaiting(db: Kysely<DatabaseSchema>): Promise<StaffWaiting> {
  const rows = await db
    .selectFrom('orders')
    .select([sql.lit('orders').as('kind'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('payment_status', '=', 'pending')
    .unionAll(
      db
        .selectFrom('refund_requests')
        .select([sql.lit('refunds').as('kind'), (eb) => eb.fn.countAll<string | number>().as('n')])
        // a refund approved whose money bKash did not send back waits for staff too
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'approved'), eb('payout', '=', 'failed')]),
          ]),
        ),
    )
    .execute();
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0);
  const orders = count('orders');
  const refunds = count('refunds');
  return { orders, refunds, total: orders + refunds };
}
