import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  insertUser,
  testOutbox,
  type TestOutbox,
  type TestUser,
} from '../../../../tests/helpers/service-database';
import { newTransactionId } from '../../../../tests/helpers/orders';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import { findCourse } from '../../../shared/catalogue/courses';
import type { Course } from '../../../shared/catalogue/types';
import {
  ORDER_MESSAGES,
  transactionReusedMessage,
  transactionTakenMessage,
  type OrderFields,
} from '../../../shared/schemas/order';
import { myCourses } from '../../learning/enrolments';
import { createOrder, getOrder, listOrders, type OrderDependencies } from './orders.service';

announceSkippedEngines();

const SUPPORT = 'support@shikhon.example';

function course(id: string): Course {
  const found = findCourse(id);
  if (!found) throw new Error(`no course ${id}`);
  return found;
}

const FREE: Course = { ...course('docker-fundamentals'), id: 'free-intro', priceBDT: 0 };

function fields(overrides: Partial<OrderFields> = {}): OrderFields {
  return {
    courseId: 'kubernetes-mastery',
    paymentMethod: 'bkash',
    mobileNumber: '01712345678',
    transactionId: newTransactionId(),
    ...overrides,
  };
}

describe.each(ENGINES)('orders.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let deps: OrderDependencies;
  let outbox: TestOutbox;
  let learner: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    outbox = testOutbox();
    deps = {
      db: testDb.database.db,
      catalogue: { findCourse: (id) => (id === FREE.id ? FREE : findCourse(id)) },
      supportEmail: SUPPORT,
      outbox,
      publicUrl: 'https://shikhon.example',
    };
    learner = await insertUser(testDb.database, 'Nusrat Jahan');
    other = await insertUser(testDb.database, 'Karim Uddin');
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  const orderRows = () => deps.db.selectFrom('orders').selectAll().orderBy('created_at').execute();
  const attemptRows = () =>
    deps.db.selectFrom('transaction_attempts').selectAll().orderBy('created_at').execute();

  const mails = () =>
    deps.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'text_body']).execute();

  describe('createOrder', () => {
    it('queues the learner’s receipt with the order, and wakes the mail worker after', async () => {
      const input = fields({ paymentMethod: 'nagad', transactionId: 'RCPT12345AB' });
      const result = await createOrder(deps, learner.id, input);
      expect(result.ok).toBe(true);
      const kubernetes = course('kubernetes-mastery');
      const queued = await mails();
      expect(queued).toHaveLength(1);
      expect(queued[0]?.recipient).toBe(learner.email);
      expect(queued[0]?.subject).toBe(`We received your payment details for ${kubernetes.title}`);
      const text = queued[0]?.text_body ?? '';
      expect(text).toContain(`Course: ${kubernetes.title}`);
      expect(text).toContain(`Amount: ৳${kubernetes.priceBDT.toLocaleString('en-US')}`);
      expect(text).toContain('Payment method: Nagad');
      expect(text).toContain('Transaction ID: RCPT12345AB');
      expect(text).toContain('within 24 hours');
      expect(text).toContain('https://shikhon.example/dashboard');
      expect(outbox.notified).toBe(1);
    });

    it('keeps no order when its receipt cannot be queued, and queues none for a refused one', async () => {
      outbox.failWith = new Error('outbox unavailable');
      await expect(createOrder(deps, learner.id, fields())).rejects.toThrow('outbox unavailable');
      expect(await orderRows()).toEqual([]);
      expect(await mails()).toEqual([]);
      expect(outbox.notified).toBe(0);

      outbox.failWith = null;
      const input = fields();
      expect((await createOrder(deps, learner.id, input)).ok).toBe(true);
      expect((await createOrder(deps, other.id, input)).ok).toBe(false);
      expect((await mails()).map((mail) => mail.recipient)).toEqual([learner.email]);
      expect(outbox.notified).toBe(1);
    });

    it('records a pending order priced and titled by the catalogue, and claims the ID', async () => {
      const now = new Date('2026-11-21T10:05:00.000Z');
      const input = fields({ paymentMethod: 'nagad', mobileNumber: '01812345678' });
      const result = await createOrder(deps, learner.id, input, now);
      if (!result.ok) throw new Error(`refused: ${result.message}`);
      const kubernetes = course('kubernetes-mastery');
      expect(result.value).toEqual({
        id: expect.any(String),
        courseId: kubernetes.id,
        courseTitle: kubernetes.title,
        amount: kubernetes.priceBDT,
        paymentMethod: 'nagad',
        mobileNumber: '01812345678',
        transactionId: input.transactionId,
        paymentStatus: 'pending',
        createdAt: now.toISOString(),
        reviewedAt: null,
        reviewNote: null,
      });
      const rows = await orderRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: result.value.id,
        user_id: learner.id,
        course_title: kubernetes.title,
        payment_status: 'pending',
        reviewed_by: null,
      });
      expect(Number(rows[0]?.amount)).toBe(kubernetes.priceBDT);
      const claims = await deps.db.selectFrom('transaction_claims').selectAll().execute();
      expect(claims).toEqual([
        {
          payment_method: 'nagad',
          transaction_id: input.transactionId,
          user_id: learner.id,
          claimed_at: now.toISOString(),
        },
      ]);
      expect(await attemptRows()).toEqual([]);
    });

    it('refuses an unknown course with a field message, and writes nothing', async () => {
      const result = await createOrder(deps, learner.id, fields({ courseId: 'no-such-course' }));
      expect(result).toEqual({
        ok: false,
        status: 400,
        code: 'invalid_input',
        message: 'Some payment details need correcting.',
        fields: { courseId: ORDER_MESSAGES.courseUnknown },
      });
      expect(await orderRows()).toEqual([]);
      expect(await deps.db.selectFrom('transaction_claims').selectAll().execute()).toEqual([]);
    });

    it('refuses a free course', async () => {
      const result = await createOrder(deps, learner.id, fields({ courseId: FREE.id }));
      expect(result).toMatchObject({ ok: false, status: 409, code: 'free_course' });
      expect(await orderRows()).toEqual([]);
    });

    it('refuses a course the learner already owns', async () => {
      await deps.db
        .insertInto('enrollments')
        .values({
          id: 'enrolment-1',
          user_id: learner.id,
          course_id: 'kubernetes-mastery',
          order_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const result = await createOrder(deps, learner.id, fields());
      expect(result).toMatchObject({ ok: false, status: 409, code: 'already_enrolled' });
      expect(await orderRows()).toEqual([]);
      // Another learner may still buy it.
      expect((await createOrder(deps, other.id, fields())).ok).toBe(true);
    });

    it("refuses another learner's transaction ID, names support, and records the attempt", async () => {
      const transactionId = newTransactionId();
      expect((await createOrder(deps, learner.id, fields({ transactionId }))).ok).toBe(true);
      const now = new Date('2026-11-22T09:00:00.000Z');
      const result = await createOrder(
        deps,
        other.id,
        fields({ courseId: 'docker-fundamentals', transactionId }),
        now,
      );
      expect(result).toEqual({
        ok: false,
        status: 409,
        code: 'duplicate_transaction',
        message: transactionTakenMessage(SUPPORT, transactionId),
        fields: { transactionId: ORDER_MESSAGES.transactionTaken },
      });
      const orders = await orderRows();
      expect(orders.map((row) => row.user_id)).toEqual([learner.id]);
      expect(await attemptRows()).toEqual([
        {
          id: expect.any(String),
          payment_method: 'bkash',
          transaction_id: transactionId,
          user_id: other.id,
          course_id: 'docker-fundamentals',
          course_title: course('docker-fundamentals').title,
          created_at: now.toISOString(),
        },
      ]);
    });

    it('treats the same ID with the other payment method as a different payment', async () => {
      const transactionId = newTransactionId();
      expect((await createOrder(deps, learner.id, fields({ transactionId }))).ok).toBe(true);
      const nagad = fields({ transactionId, paymentMethod: 'nagad' });
      expect((await createOrder(deps, other.id, nagad)).ok).toBe(true);
      expect(await attemptRows()).toEqual([]);
    });

    it('refuses the learner reusing their own open ID for a second course', async () => {
      const transactionId = newTransactionId();
      expect((await createOrder(deps, learner.id, fields({ transactionId }))).ok).toBe(true);
      const result = await createOrder(
        deps,
        learner.id,
        fields({ courseId: 'docker-fundamentals', transactionId }),
      );
      expect(result).toEqual({
        ok: false,
        status: 409,
        code: 'duplicate_transaction',
        message: transactionReusedMessage(course('kubernetes-mastery').title),
        fields: { transactionId: ORDER_MESSAGES.transactionReused },
      });
      expect(await orderRows()).toHaveLength(1);
      const attempts = await attemptRows();
      expect(attempts.map((row) => [row.user_id, row.course_id])).toEqual([
        [learner.id, 'docker-fundamentals'],
      ]);
    });

    it('allows one pending order per course, without recording an attempt', async () => {
      expect((await createOrder(deps, learner.id, fields())).ok).toBe(true);
      const result = await createOrder(deps, learner.id, fields());
      expect(result).toMatchObject({ ok: false, status: 409, code: 'order_pending' });
      expect(await orderRows()).toHaveLength(1);
      expect(await attemptRows()).toEqual([]);
    });

    it('accepts the ID of a rejected order again, from its owner', async () => {
      const transactionId = newTransactionId();
      const first = await createOrder(deps, learner.id, fields({ transactionId }));
      if (!first.ok) throw new Error(first.message);
      await deps.db
        .updateTable('orders')
        .set({ payment_status: 'rejected', reviewed_at: new Date().toISOString() })
        .where('id', '=', first.value.id)
        .execute();
      const again = await createOrder(deps, learner.id, fields({ transactionId }));
      expect(again.ok).toBe(true);
      const statuses = (await orderRows()).map((row) => row.payment_status);
      expect(statuses).toEqual(['rejected', 'pending']);
    });
  });

  describe('reading orders', () => {
    it('lists only the learner’s own orders, newest first', async () => {
      const older = await createOrder(
        deps,
        learner.id,
        fields({ courseId: 'docker-fundamentals' }),
        new Date('2026-11-20T08:00:00.000Z'),
      );
      const newer = await createOrder(
        deps,
        learner.id,
        fields(),
        new Date('2026-11-21T08:00:00.000Z'),
      );
      await createOrder(deps, other.id, fields({ courseId: 'aws-cloud-practitioner' }));
      if (!older.ok || !newer.ok) throw new Error('order refused');
      expect(await listOrders(deps.db, learner.id)).toEqual([newer.value, older.value]);
      expect(await listOrders(deps.db, 'nobody')).toEqual([]);
    });

    it("finds the learner's own order only, and takes a NUL id for a missing one", async () => {
      const created = await createOrder(deps, learner.id, fields());
      if (!created.ok) throw new Error(created.message);
      expect(await getOrder(deps.db, learner.id, created.value.id)).toEqual(created.value);
      expect(await getOrder(deps.db, other.id, created.value.id)).toBeUndefined();
      expect(await getOrder(deps.db, learner.id, 'no-such-order')).toBeUndefined();
      expect(await getOrder(deps.db, learner.id, `${created.value.id}\u0000`)).toBeUndefined();
    });

    it('tells which courses the learner owns and which wait for verification', async () => {
      await createOrder(deps, learner.id, fields());
      await createOrder(deps, other.id, fields({ courseId: 'aws-cloud-practitioner' }));
      await deps.db
        .insertInto('enrollments')
        .values({
          id: 'enrolment-1',
          user_id: learner.id,
          course_id: 'docker-fundamentals',
          order_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(await myCourses(deps.db, learner.id)).toEqual({
        enrolled: ['docker-fundamentals'],
        pending: ['kubernetes-mastery'],
      });
      expect(await myCourses(deps.db, other.id)).toEqual({
        enrolled: [],
        pending: ['aws-cloud-practitioner'],
      });
    });
  });
});
