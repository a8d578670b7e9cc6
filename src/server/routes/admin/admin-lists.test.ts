import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { ContactMessage } from '../../../shared/schemas/contact';
import type { JobApplication } from '../../../shared/schemas/job-application';
import type { AdminOrder } from '../../../shared/schemas/order';
import { STAFF_LIST_PAGE_SIZE } from '../../http/list-page';

const STAFF = 'staff@example.com';
/** More rows than one page shows: a full page, and 20 beyond it. */
const ROWS = STAFF_LIST_PAGE_SIZE + 20;

/** The `rel="next"` target of a Link header, if any. */
function nextOf(link: string | string[] | undefined): string | undefined {
  const value = Array.isArray(link) ? link.join(', ') : (link ?? '');
  return /<([^>]+)>;\s*rel="next"/.exec(value)?.[1];
}

/** A timestamp `index` seconds after a fixed start: row 0 is the oldest. */
const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();

describe.each(ENGINES)('staff lists beyond %d rows on %s'.replace('%d', String(ROWS)), (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('orders: the first 500, a Link to the next page, and every order exactly once', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const { db } = server.testDb.database;
    const learner = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'rafi@example.com')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values(
        Array.from({ length: ROWS }, (_, index) => ({
          id: `order-${String(index).padStart(4, '0')}`,
          user_id: learner.id,
          course_id: 'docker-fundamentals',
          course_title: 'Docker Fundamentals',
          amount: 1000,
          payment_method: 'bkash' as const,
          mobile_number: '01712345678',
          transaction_id: `TX${String(index).padStart(8, '0')}`,
          payment_status: 'rejected' as const,
          created_at: at(index),
          reviewed_by: null,
          reviewed_at: null,
          review_note: null,
        })),
      )
      .execute();

    const first = await staff.get('/api/admin/orders?method=bkash');
    expect(first.status).toBe(200);
    const firstOrders = first.json<AdminOrder[]>();
    expect(firstOrders).toHaveLength(STAFF_LIST_PAGE_SIZE);
    // Newest first: the last inserted leads.
    expect(firstOrders[0]?.id).toBe(`order-${String(ROWS - 1).padStart(4, '0')}`);
    const next = nextOf(first.headers.link);
    // The next page keeps the filters.
    expect(next).toBe('/api/admin/orders?method=bkash&page=2');

    const second = await staff.get(next ?? '');
    const secondOrders = second.json<AdminOrder[]>();
    expect(secondOrders).toHaveLength(ROWS - STAFF_LIST_PAGE_SIZE);
    expect(nextOf(second.headers.link)).toBeUndefined();
    const ids = [...firstOrders, ...secondOrders].map((order) => order.id);
    expect(new Set(ids).size).toBe(ROWS);
    expect(secondOrders.at(-1)?.id).toBe('order-0000');

    // A list that fits one page says nothing more; a page past the end is empty.
    const narrow = await staff.get('/api/admin/orders?q=TX00000001');
    expect(narrow.json<AdminOrder[]>().map((order) => order.id)).toEqual(['order-0001']);
    expect(narrow.headers.link).toBeUndefined();
    expect((await staff.get('/api/admin/orders?page=3')).json()).toEqual([]);
    // A page that is not a number is the first one.
    const junk = await staff.get('/api/admin/orders?page=-1');
    expect(junk.json<AdminOrder[]>()[0]?.id).toBe(`order-${String(ROWS - 1).padStart(4, '0')}`);
  });

  it('messages and applications: the first 500, then the rest on page 2', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    const { db } = server.testDb.database;
    await db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: ROWS }, (_, index) => ({
          id: `message-${String(index).padStart(4, '0')}`,
          first_name: 'Rafi',
          last_name: 'Islam',
          email: 'rafi@example.com',
          subject: `Question ${index}`,
          message: 'Hello',
          client_address: '127.0.0.1',
          created_at: at(index),
          handled_at: null,
          handled_by: null,
        })),
      )
      .execute();
    await db
      .insertInto('job_applications')
      .values(
        Array.from({ length: ROWS }, (_, index) => ({
          id: `application-${String(index).padStart(4, '0')}`,
          position_id: 'frontend-engineer',
          name: 'Rafi Islam',
          email: 'rafi@example.com',
          phone: '01712345678',
          cv_url: 'https://example.com/cv.pdf',
          message: null,
          client_address: '127.0.0.1',
          created_at: at(index),
          handled_at: null,
          handled_by: null,
        })),
      )
      .execute();

    for (const list of ['messages', 'applications'] as const) {
      const first = await staff.get(`/api/admin/${list}?status=open`);
      const firstItems = first.json<(ContactMessage | JobApplication)[]>();
      expect(firstItems, list).toHaveLength(STAFF_LIST_PAGE_SIZE);
      const next = nextOf(first.headers.link);
      expect(next, list).toBe(`/api/admin/${list}?status=open&page=2`);
      const second = await staff.get(next ?? '');
      const secondItems = second.json<(ContactMessage | JobApplication)[]>();
      expect(secondItems, list).toHaveLength(ROWS - STAFF_LIST_PAGE_SIZE);
      expect(nextOf(second.headers.link), list).toBeUndefined();
      const ids = new Set([...firstItems, ...secondItems].map((item) => item.id));
      expect(ids.size, list).toBe(ROWS);
    }
  });
});
