import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newTransactionId } from '../../../../tests/helpers/orders';
import {
  discardingOutbox,
  insertUser,
  testOutbox,
  type TestOutbox,
  type TestUser,
} from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { findCourse } from '../../../shared/catalogue/courses';
import { ORDER_MESSAGES, type Order, type OrderFields } from '../../../shared/schemas/order';
import { createOrder } from '../orders/orders.service';
import {
  listAdminOrders,
  parseAdminOrderQuery,
  reviewOrder,
  type ReviewDependencies,
} from './admin-orders.service';

announceSkippedEngines();

const PUBLIC_URL = 'https://shikhon.example';

describe('parseAdminOrderQuery', () => {
  it('keeps known filters and reads anything else as "any"', () => {
    expect(
      parseAdminOrderQuery({ status: 'verified', method: 'nagad', paid: 'manual', q: ' 9AB3 ' }),
    ).toEqual({
      status: 'verified',
      method: 'nagad',
      paid: 'manual',
      q: '9AB3',
    });
    expect(parseAdminOrderQuery({ status: 'VERIFIED', method: 'card', paid: 'cash' })).toEqual({
      status: '',
      method: '',
      paid: '',
      q: '',
    });
    expect(parseAdminOrderQuery({ paid: 'bkash_checkout' }).paid).toBe('bkash_checkout');
  });

  it('drops NUL characters and keeps at most 100 characters of the search', () => {
    expect(parseAdminOrderQuery({ q: 'a\u0000b' }).q).toBe('ab');
    expect(parseAdminOrderQuery({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe.each(ENGINES)('admin-orders.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let outbox: TestOutbox;
  let deps: ReviewDependencies;
  let learner: TestUser;
  let second: TestUser;
  let staff: TestUser;
  let colleague: TestUser;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    outbox = testOutbox();
    deps = { db: testDb.database.db, outbox, publicUrl: PUBLIC_URL };
    learner = await insertUser(testDb.database, 'Nusrat Jahan');
    second = await insertUser(testDb.database, 'Karim Uddin');
    staff = await insertUser(testDb.database, 'Rafi Ahmed');
    colleague = await insertUser(testDb.database, 'Mim Akter');
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  async function order(
    user: TestUser,
    overrides: Partial<OrderFields> = {},
    at = new Date(),
  ): Promise<Order> {
    const result = await createOrder(
      {
        db: deps.db,
        catalogue: { findCourse },
        supportEmail: 'support@shikhon.example',
        outbox: discardingOutbox(),
        publicUrl: PUBLIC_URL,
      },
      user.id,
      {
        courseId: 'kubernetes-mastery',
        paymentMethod: 'bkash',
        mobileNumber: '01712345678',
        transactionId: newTransactionId(),
        ...overrides,
      },
      at,
    );
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }
  const mails = () =>
    deps.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'text_body']).execute();
  const enrolments = () =>
    deps.db.selectFrom('enrollments').select(['user_id', 'course_id', 'order_id']).execute();

  describe('listAdminOrders', () => {
    it('shows the pending queue first, oldest first, then reviewed orders newest first', async () => {
      const old = await order(learner, {}, new Date('2026-11-01T00:00:00.000Z'));
      const reviewedLater = await order(
        second,
        { courseId: 'docker-fundamentals' },
        new Date('2026-11-10T00:00:00.000Z'),
      );
      const newest = await order(
        learner,
        { courseId: 'aws-cloud-practitioner' },
        new Date('2026-11-05T00:00:00.000Z'),
      );
      const reviewedEarlier = await order(
        second,
        { courseId: 'azure-devops-engineer' },
        new Date('2026-11-03T00:00:00.000Z'),
      );
      expect((await reviewOrder(deps, staff, reviewedLater.id, 'verify', null)).ok).toBe(true);
      expect(
        (await reviewOrder(deps, staff, reviewedEarlier.id, 'reject', 'No such payment')).ok,
      ).toBe(true);

      const all = await listAdminOrders(deps.db, {}, staff.id);
      expect(all.map((row) => row.id)).toEqual([
        old.id,
        newest.id,
        reviewedLater.id,
        reviewedEarlier.id,
      ]);
      const pending = await listAdminOrders(deps.db, { status: 'pending' }, staff.id);
      expect(pending.map((row) => row.id)).toEqual([old.id, newest.id]);
      expect(all[2]).toMatchObject({
        learnerEmail: second.email,
        learnerName: 'Karim Uddin',
        reviewerEmail: staff.email,
        paymentStatus: 'verified',
        isOwnOrder: false,
        transactionAttempts: [],
      });
      expect(all[0]).toMatchObject({ reviewerEmail: null, isOwnOrder: false });
      // The same list, seen by the learner who placed two of the orders (were they staff).
      const asLearner = await listAdminOrders(deps.db, {}, learner.id);
      expect(asLearner.map((row) => row.isOwnOrder)).toEqual([true, true, false, false]);
    });

    it('filters by status and method', async () => {
      const bkash = await order(learner);
      const nagad = await order(second, { paymentMethod: 'nagad' });
      await reviewOrder(deps, staff, nagad.id, 'reject', 'No such payment.');
      const ids = async (query: Parameters<typeof listAdminOrders>[1]) =>
        (await listAdminOrders(deps.db, query, staff.id)).map((row) => row.id);
      expect(await ids({ status: 'pending' })).toEqual([bkash.id]);
      expect(await ids({ status: 'rejected' })).toEqual([nagad.id]);
      expect(await ids({ method: 'nagad' })).toEqual([nagad.id]);
      expect(await ids({ status: 'verified' })).toEqual([]);
    });

    it('searches transaction IDs, mobile numbers in any spelling, and learner emails', async () => {
      const first = await order(learner, { transactionId: 'AB12XY34ZZ' });
      const other = await order(second, {
        courseId: 'docker-fundamentals',
        mobileNumber: '01898765432',
      });
      const ids = async (q: string) =>
        (await listAdminOrders(deps.db, { q }, staff.id)).map((row) => row.id);
      expect(await ids('xy34')).toEqual([first.id]);
      expect(await ids('+880 1898-765432')).toEqual([other.id]);
      expect(await ids(second.email.toUpperCase())).toEqual([other.id]);
      // LIKE wildcards in the search are taken literally.
      expect(await ids('%')).toEqual([]);
      expect(await ids('_')).toEqual([]);
    });

    it('lists the refused attempts at an order’s transaction ID', async () => {
      const taken = await order(learner);
      const refused = await createOrder(
        {
          db: deps.db,
          catalogue: { findCourse },
          supportEmail: 'support@shikhon.example',
          outbox: discardingOutbox(),
          publicUrl: PUBLIC_URL,
        },
        second.id,
        {
          courseId: 'docker-fundamentals',
          paymentMethod: 'bkash',
          mobileNumber: '01898765432',
          transactionId: taken.transactionId,
        },
      );
      expect(refused.ok).toBe(false);
      const [listed] = await listAdminOrders(deps.db, {}, staff.id);
      expect(listed?.transactionAttempts).toEqual([
        {
          learnerEmail: second.email,
          learnerName: 'Karim Uddin',
          courseTitle: 'Docker Fundamentals',
          attemptedAt: expect.any(String),
          sameLearner: false,
        },
      ]);
    });
  });

  describe('reviewOrder', () => {
    it('verifies: records the review, enrols the learner and queues one mail', async () => {
      const pending = await order(learner);
      const now = new Date('2026-11-22T09:00:00.000Z');
      const result = await reviewOrder(deps, staff, pending.id, 'verify', 'Matched.', now);
      if (!result.ok) throw new Error(result.message);
      expect(result.value).toMatchObject({
        id: pending.id,
        paymentStatus: 'verified',
        reviewedAt: now.toISOString(),
        reviewNote: 'Matched.',
        reviewerEmail: staff.email,
        learnerEmail: learner.email,
      });
      const row = await deps.db
        .selectFrom('orders')
        .select(['payment_status', 'reviewed_by'])
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ payment_status: 'verified', reviewed_by: staff.id });
      expect(await enrolments()).toEqual([
        { user_id: learner.id, course_id: 'kubernetes-mastery', order_id: pending.id },
      ]);
      const queued = await mails();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        recipient: learner.email,
        subject: "You're enrolled in Kubernetes Mastery",
      });
      expect(queued[0]?.text_body).toContain(`${PUBLIC_URL}/dashboard`);
      expect(outbox.notified).toBe(1);
    });

    it('rejects with the reason the learner is mailed, and enrols no one', async () => {
      const pending = await order(learner);
      const reason = 'No bKash payment with this transaction ID reached our number.';
      const result = await reviewOrder(deps, staff, pending.id, 'reject', reason);
      expect(result).toMatchObject({ ok: true, value: { paymentStatus: 'rejected' } });
      expect(await enrolments()).toEqual([]);
      const [mail] = await mails();
      expect(mail?.subject).toBe('We could not verify your payment for Kubernetes Mastery');
      expect(mail?.text_body).toContain(reason);
      expect(mail?.text_body).toContain(`${PUBLIC_URL}/checkout/kubernetes-mastery`);
    });

    it('refuses a second review, naming the first reviewer, and mails only once', async () => {
      const pending = await order(learner);
      expect((await reviewOrder(deps, staff, pending.id, 'verify', null)).ok).toBe(true);
      const again = await reviewOrder(deps, colleague, pending.id, 'reject', 'Too late.');
      expect(again).toEqual({
        ok: false,
        status: 409,
        code: 'order_not_pending',
        message: `This order was already verified by ${staff.email}.`,
      });
      const row = await deps.db
        .selectFrom('orders')
        .select(['payment_status', 'reviewed_by', 'review_note'])
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ payment_status: 'verified', reviewed_by: staff.id, review_note: null });
      expect(await mails()).toHaveLength(1);
      expect(outbox.notified).toBe(1);
    });

    it("refuses a reviewer's own order and leaves it pending", async () => {
      const own = await order(staff);
      const result = await reviewOrder(deps, staff, own.id, 'verify', null);
      expect(result).toEqual({
        ok: false,
        status: 403,
        code: 'own_order',
        message: ORDER_MESSAGES.ownOrder,
      });
      expect(await enrolments()).toEqual([]);
      expect(await mails()).toEqual([]);
      // Another staff member may.
      expect((await reviewOrder(deps, colleague, own.id, 'verify', null)).ok).toBe(true);
    });

    it('answers 404 for an unknown order, and for an id holding NUL', async () => {
      const pending = await order(learner);
      for (const id of ['no-such-order', `${pending.id}\u0000`]) {
        expect(await reviewOrder(deps, staff, id, 'verify', null)).toEqual({
          ok: false,
          status: 404,
          code: 'not_found',
          message: 'There is no such order.',
        });
      }
      expect(await mails()).toEqual([]);
    });

    it('rolls the decision back when its mail cannot be queued', async () => {
      const pending = await order(learner);
      outbox.failWith = new Error('outbox unavailable');
      await expect(reviewOrder(deps, staff, pending.id, 'verify', null)).rejects.toThrow(
        'outbox unavailable',
      );
      const row = await deps.db
        .selectFrom('orders')
        .select('payment_status')
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_status).toBe('pending');
      expect(await enrolments()).toEqual([]);
      expect(await mails()).toEqual([]);
      expect(outbox.notified).toBe(0);
    });
  });
});
