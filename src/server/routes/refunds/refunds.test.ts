import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { hundredItemCourse, testCourse } from '../../../../tests/helpers/learning-content';
import { insertCertificate } from '../../../../tests/helpers/certificates';
import { insertPaidOrder, newTransactionId } from '../../../../tests/helpers/orders';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { formatDate } from '../../../shared/format/format';
import type { AdminOrder } from '../../../shared/schemas/order';
import type { AchievementsView } from '../../../shared/schemas/achievements';
import type { AdminRefund, RefundOption, RefundRequestView } from '../../../shared/schemas/refund';
import type { MyCertificate } from '../../../shared/schemas/certificates';
import { findCourse } from '../../../shared/catalogue/courses';
import type { LearningContent } from '../../content/content-types';
import { grantStaff } from '../../staff/staff.service';
import { backfillCertificates } from '../../learning/certificates/certificates';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const COURSE = 'docker-fundamentals';
const DAY_MS = 24 * 60 * 60 * 1000;

function content(): LearningContent {
  return {
    courses: new Map([
      [COURSE, hundredItemCourse(COURSE)],
      ['kubernetes-mastery', testCourse('kubernetes-mastery')],
    ]),
    labs: new Map(),
  };
}

function expectError(response: HttpResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body.error.code, response.text).toBe(code);
  return body.error;
}

/** The Asia/Dhaka calendar date of a moment, 'YYYY-MM-DD'. */
function dhakaDate(at: Date): string {
  return new Date(at.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe.each(ENGINES)('refunds on %s', (engine) => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { content: content() });
    staff = (await learner()).client;
    const staffEmail = staffEmails.get(staff);
    await grantStaff(server.testDb.database.db, staffEmail ?? '');
  });
  afterAll(async () => {
    await server.close();
  });

  const staffEmails = new Map<TestClient, string>();

  async function learner() {
    const { client, userId, email } = await signedInLearner(server);
    staffEmails.set(client, email);
    return { client, userId, email };
  }

  /**
   * A learner who paid for Docker Fundamentals, verified `daysAgo` whole days ago (so that many
   * Asia/Dhaka calendar days), and has finished `finished` of its 100 items.
   */
  async function paidLearner(options: { daysAgo?: number; finished?: number } = {}) {
    const who = await learner();
    const { db } = server.testDb.database;
    const verifiedAt = new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS);
    const orderId = await insertPaidOrder(db, {
      userId: who.userId,
      courseId: COURSE,
      courseTitle: 'Docker Fundamentals',
      verifiedAt,
      createdAt: new Date(verifiedAt.getTime() - 60_000),
    });
    const finished = options.finished ?? 0;
    if (finished > 0) {
      await db
        .insertInto('learning_progress')
        .values(
          Array.from({ length: finished }, (_, index) => ({
            user_id: who.userId,
            course_id: COURSE,
            item_id: `docker-1-${index + 1}`,
            kind: 'lesson' as const,
            finished_at: new Date().toISOString(),
          })),
        )
        .execute();
    }
    return { ...who, orderId, verifiedAt };
  }

  const options = async (client: TestClient) => {
    const response = await client.get('/api/refunds');
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<RefundOption[]>();
  };

  const request = (client: TestClient, orderId: string, reason?: string) =>
    client.post('/api/refunds', reason === undefined ? { orderId } : { orderId, reason });

  /** Records lessons `from` to `to` (inclusive) and, if asked, the quiz as finished now. */
  async function finishItems(userId: string, from: number, to: number, quiz: boolean) {
    const finishedAt = new Date().toISOString();
    const lessons = Array.from({ length: to - from + 1 }, (_, index) => ({
      user_id: userId,
      course_id: COURSE,
      item_id: `docker-1-${from + index}`,
      kind: 'lesson' as const,
      finished_at: finishedAt,
    }));
    const quizzes = quiz
      ? [
          {
            user_id: userId,
            course_id: COURSE,
            item_id: 'docker-1-quiz',
            kind: 'quiz' as const,
            finished_at: finishedAt,
          },
        ]
      : [];
    await server.testDb.database.db
      .insertInto('learning_progress')
      .values([...lessons, ...quizzes])
      .execute();
  }

  const certificatesOf = (userId: string) =>
    server.testDb.database.db
      .selectFrom('certificates')
      .select(['course_id', 'revoked_at'])
      .where('user_id', '=', userId)
      .execute();

  it('accepts a request on day 29 and day 30 after verification, refuses it on day 31', async () => {
    for (const daysAgo of [29, 30]) {
      const paid = await paidLearner({ daysAgo });
      const [option] = await options(paid.client);
      expect(option, `day ${daysAgo}`).toMatchObject({
        orderId: paid.orderId,
        courseId: COURSE,
        eligible: true,
        reason: null,
        percent: 0,
        request: null,
      });
      const response = await request(paid.client, paid.orderId, 'The course is not for me.');
      expect(response.status, `day ${daysAgo}: ${response.text}`).toBe(201);
      expect(response.json<RefundRequestView>()).toMatchObject({
        status: 'pending',
        reason: 'The course is not for me.',
      });
    }
    const late = await paidLearner({ daysAgo: 31 });
    const message = `More than 30 days have passed since your payment was verified (on ${formatDate(dhakaDate(late.verifiedAt))}).`;
    const [option] = await options(late.client);
    expect(option).toMatchObject({ eligible: false, reason: message, request: null });
    const refused = expectError(
      await request(late.client, late.orderId),
      403,
      'refund_not_eligible',
    );
    expect(refused.message).toBe(message);
    const stored = await server.testDb.database.db
      .selectFrom('refund_requests')
      .select('id')
      .where('user_id', '=', late.userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('measures a lab programme by its labs passed: 1 of 9 may ask, 2 of 9 (22%) may not', async () => {
    const { db } = server.testDb.database;
    const programmeLearner = async (labsPassed: readonly string[]) => {
      const who = await learner();
      const orderId = randomUUID();
      const verifiedAt = new Date(Date.now() - DAY_MS).toISOString();
      await db
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: who.userId,
          course_id: 'docker-hands-on-labs',
          course_title: 'Docker Hands-on Labs',
          amount: 7000,
          payment_method: 'nagad',
          mobile_number: '01812345678',
          transaction_id: newTransactionId(),
          payment_status: 'verified',
          created_at: verifiedAt,
          reviewed_by: null,
          reviewed_at: verifiedAt,
          review_note: null,
        })
        .execute();
      for (const labId of labsPassed) {
        await db
          .insertInto('learning_progress')
          .values({
            user_id: who.userId,
            course_id: COURSE,
            item_id: labId,
            kind: 'lab',
            finished_at: verifiedAt,
          })
          .execute();
      }
      return { ...who, orderId };
    };
    const early = await programmeLearner(['docker-run-and-manage-containers']);
    expect((await options(early.client))[0]).toMatchObject({ eligible: true, percent: 11 });
    expect((await request(early.client, early.orderId)).status).toBe(201);

    const further = await programmeLearner([
      'docker-run-and-manage-containers',
      'docker-write-a-dockerfile',
    ]);
    const message =
      'You have completed 22% of this programme; refunds are for programmes under 20% complete.';
    expect((await options(further.client))[0]).toMatchObject({
      eligible: false,
      percent: 22,
      reason: message,
    });
    expect(
      expectError(await request(further.client, further.orderId), 403, 'refund_not_eligible')
        .message,
    ).toBe(message);
  });

  it('accepts a request at 19% of the course, refuses it at 20% and 21%', async () => {
    const under = await paidLearner({ finished: 19 });
    expect((await options(under.client))[0]).toMatchObject({ eligible: true, percent: 19 });
    expect((await request(under.client, under.orderId)).status).toBe(201);

    for (const percent of [20, 21]) {
      const over = await paidLearner({ finished: percent });
      const message = `You have completed ${percent}% of this course; refunds are for courses under 20% complete.`;
      expect((await options(over.client))[0]).toMatchObject({
        eligible: false,
        percent,
        reason: message,
      });
      const refused = expectError(
        await request(over.client, over.orderId),
        403,
        'refund_not_eligible',
      );
      expect(refused.message).toBe(message);
    }
  });

  it('keeps one open request per order, even for ten at once', async () => {
    const paid = await paidLearner();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => request(paid.client, paid.orderId)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json<ErrorBody>().error).toEqual({
        code: 'refund_requested',
        message: 'A refund for this order has already been requested.',
      });
    }
    const rows = await server.testDb.database.db
      .selectFrom('refund_requests')
      .select('status')
      .where('order_id', '=', paid.orderId)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
    const [option] = await options(paid.client);
    expect(option).toMatchObject({ eligible: false, reason: null, request: { status: 'pending' } });
    // Staff are told once, for the one stored request.
    expect(await mailsToSupportAbout(paid.email)).toHaveLength(1);
  });

  /** The refund request mails in the outbox whose learner is `email`. */
  const mailsToSupportAbout = (email: string) =>
    server.testDb.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'reply_to', 'subject', 'text_body', 'html_body'])
      .where('subject', 'like', `Refund request:%${email}`)
      .execute();

  it('mails each request to the support address: learner, order, amount and where to decide it', async () => {
    const paid = await paidLearner({ daysAgo: 3, finished: 5 });
    const { db } = server.testDb.database;
    await db
      .updateTable('user')
      .set({ name: 'Tanvir Rahman' })
      .where('id', '=', paid.userId)
      .execute();
    const transaction = await db
      .selectFrom('orders')
      .select('transaction_id')
      .where('id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    expect((await request(paid.client, paid.orderId, 'The pace is too fast.')).status).toBe(201);

    const mails = await mailsToSupportAbout(paid.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.recipient).toBe(server.config.supportEmail);
    // Staff reply straight to the learner.
    expect(mail?.reply_to).toBe(paid.email);
    expect(mail?.subject).toBe(`Refund request: Docker Fundamentals (৳1,000) from ${paid.email}`);
    const text = mail?.text_body ?? '';
    for (const line of [
      `Tanvir Rahman <${paid.email}> asked for a refund.`,
      `Order: ${paid.orderId}`,
      'Course: Docker Fundamentals',
      'Amount: ৳1,000',
      `Paid by: bKash, transaction ID ${transaction.transaction_id}`,
      'Measured at the request: 5% complete, day 3 after verification',
      'Reason: The pace is too fast.',
      `${server.base}/admin/orders?status=refund`,
    ]) {
      expect(text).toContain(line);
    }
    expect(mail?.html_body).toContain(`href="${server.base}/admin/orders?status=refund"`);

    // A refused request mails no one.
    const late = await paidLearner({ daysAgo: 31 });
    expect((await request(late.client, late.orderId)).status).toBe(403);
    expect(await mailsToSupportAbout(late.email)).toEqual([]);
  });

  it("answers 404 for another learner's order and 409 for an order not verified", async () => {
    const paid = await paidLearner();
    const other = await learner();
    expectError(await request(other.client, paid.orderId), 404, 'not_found');
    await server.testDb.database.db
      .updateTable('orders')
      .set({ payment_status: 'pending' })
      .where('id', '=', paid.orderId)
      .execute();
    expectError(await request(paid.client, paid.orderId), 409, 'order_not_verified');
    expectError(await paid.client.post('/api/refunds', {}), 400, 'invalid_input');
    expectError(await new TestClient(server.base).get('/api/refunds'), 401, 'unauthenticated');
  });

  it('answers learners 403 on every staff refund action; signed out 401', async () => {
    const paid = await paidLearner();
    const created = (await request(paid.client, paid.orderId)).json<RefundRequestView>();
    for (const [path, body] of [
      [`/api/admin/refunds/${created.id}/approve`, { refundTransactionId: 'RF12345678' }],
      [`/api/admin/refunds/${created.id}/decline`, { reason: 'No.' }],
    ] as const) {
      expectStaffOnly(await paid.client.post(path, body), path);
      expect((await new TestClient(server.base).post(path, body)).status).toBe(401);
    }
    expectStaffOnly(
      await paid.client.get('/api/admin/orders?status=refund'),
      '/api/admin/orders?status=refund',
    );
    const row = await server.testDb.database.db
      .selectFrom('refund_requests')
      .select('status')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('approves with the refund transaction ID: the enrolment ends, the lessons refuse, the learner is mailed', async () => {
    const paid = await paidLearner({ finished: 3 });
    expect((await paid.client.get(`/api/learn/${COURSE}/lessons/docker-1-2`)).status).toBe(200);
    const created = (
      await request(paid.client, paid.orderId, 'Too advanced for me.')
    ).json<RefundRequestView>();

    const listed = (await staff.get('/api/admin/orders?status=refund')).json<AdminOrder[]>();
    const order = listed.find((candidate) => candidate.id === paid.orderId);
    expect(order?.refund).toMatchObject({
      id: created.id,
      status: 'pending',
      reason: 'Too advanced for me.',
      percentAtRequest: 3,
      daysAtRequest: 1,
    });
    // Pending requests come first in the filter.
    expect(listed.every((o) => o.refund !== null)).toBe(true);
    expect(listed[0]?.refund?.status).toBe('pending');

    const path = `/api/admin/refunds/${created.id}/approve`;
    const missing = expectError(await staff.post(path, {}), 400, 'invalid_input');
    expect(missing.fields).toEqual({
      refundTransactionId: 'Enter the transaction ID of the refund you sent.',
    });
    expectError(await staff.post(path, { refundTransactionId: 'RF-1' }), 400, 'invalid_input');

    const approved = await staff.post(path, { refundTransactionId: ' rf12345678 ' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json<AdminRefund>()).toMatchObject({
      status: 'approved',
      refundTransactionId: 'RF12345678',
      deciderEmail: staffEmails.get(staff),
    });
    expectError(
      await staff.post(path, { refundTransactionId: 'RF87654321' }),
      409,
      'refund_not_pending',
    );

    // The learner has lost the course: lessons, outline and enrolment.
    expectError(
      await paid.client.get(`/api/learn/${COURSE}/lessons/docker-1-2`),
      403,
      'not_enrolled',
    );
    expectError(await paid.client.get(`/api/learn/${COURSE}`), 403, 'not_enrolled');
    expect((await paid.client.get('/api/enrollments')).json()).toEqual([]);
    // The order and the request stay as the record.
    const [option] = await options(paid.client);
    expect(option).toMatchObject({
      orderId: paid.orderId,
      eligible: false,
      request: { status: 'approved', refundTransactionId: 'RF12345678' },
    });
    const orderRow = await server.testDb.database.db
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    expect(orderRow.payment_status).toBe('verified');

    const mail = await server.mail.waitFor(
      (m) => m.to.includes(paid.email) && m.subject === 'Your refund for Docker Fundamentals',
    );
    expect(mail.text).toContain('bKash transaction ID is RF12345678');
    expect(mail.text).toContain('Your enrolment in the course has ended');
  });

  it('an approved refund revokes the course certificate and withdraws the XP earned from the course', async () => {
    const paid = await paidLearner({ finished: 3 });
    const { db } = server.testDb.database;
    // A lesson finished through the player earns XP; a certificate stands for the course.
    const completed = await paid.client.post(`/api/learn/${COURSE}/lessons/docker-1-4/complete`);
    expect(completed.status, completed.text).toBe(200);
    const xp = async () =>
      (await paid.client.get('/api/me/achievements')).json<AchievementsView>().xp;
    expect(await xp()).toBeGreaterThan(0);
    const certificateId = await insertCertificate(db, {
      user_id: paid.userId,
      course_id: COURSE,
      learner_name: 'Refund Learner',
      issued_at: new Date().toISOString(),
    });

    const created = (await request(paid.client, paid.orderId)).json<RefundRequestView>();
    const approved = await staff.post(`/api/admin/refunds/${created.id}/approve`, {
      refundTransactionId: 'RF55554444',
    });
    expect(approved.status, approved.text).toBe(200);

    const certificate = await db
      .selectFrom('certificates')
      .select(['revoked_at', 'revoke_reason'])
      .where('id', '=', certificateId)
      .executeTakeFirstOrThrow();
    expect(certificate.revoke_reason).toBe('Refunded');
    expect(certificate.revoked_at).not.toBeNull();
    const page = (
      await new TestClient(server.base).get(`/api/certificates/${certificateId}`)
    ).json<{
      status: string;
    }>();
    expect(page.status).toBe('revoked');
    expect(await xp()).toBe(0);
    const awards = await db
      .selectFrom('xp_awards')
      .select('item_id')
      .where('user_id', '=', paid.userId)
      .execute();
    expect(awards).toEqual([]);
  });

  it('measures again on approval: a learner who finished the course while asking is refused, and certified only once declined', async () => {
    const paid = await paidLearner({ finished: 18 });
    const asked = await request(paid.client, paid.orderId);
    expect(asked.status, asked.text).toBe(201);
    const created = asked.json<RefundRequestView>();

    // While the request is pending the learner finishes every item, the last through the player.
    await finishItems(paid.userId, 19, 98, true);
    const finished = await paid.client.post(`/api/learn/${COURSE}/lessons/docker-1-99/complete`);
    expect(finished.status, finished.text).toBe(200);
    expect(finished.json<{ percent: number }>().percent).toBe(100);
    // No certificate while the request is pending.
    expect(await certificatesOf(paid.userId)).toEqual([]);
    expect((await paid.client.get('/api/certificates')).json<MyCertificate[]>()).toEqual([]);

    // Staff cannot approve it: the server measured again, by the rule the request used.
    const refused = expectError(
      await staff.post(`/api/admin/refunds/${created.id}/approve`, {
        refundTransactionId: 'RF24682468',
      }),
      409,
      'refund_no_longer_eligible',
    );
    expect(refused.message).toBe(
      'This refund cannot be approved: the learner has now completed 100% of this course (18% when they asked), and refunds are for courses under 20% complete. Decline the request with a reason instead.',
    );
    // Nothing changed: the request waits, the learner keeps the course, nobody is mailed.
    const { db } = server.testDb.database;
    const row = await db
      .selectFrom('refund_requests')
      .select(['status', 'decided_by', 'refund_transaction_id'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', decided_by: null, refund_transaction_id: null });
    expect((await paid.client.get(`/api/learn/${COURSE}/lessons/docker-1-2`)).status).toBe(200);
    const mails = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', paid.email)
      .where('subject', '=', 'Your refund for Docker Fundamentals')
      .execute();
    expect(mails).toEqual([]);

    // Declined, the certificate the learner earned is issued then.
    const declined = await staff.post(`/api/admin/refunds/${created.id}/decline`, {
      reason: 'You finished the course while the request was pending.',
    });
    expect(declined.status, declined.text).toBe(200);
    expect(await certificatesOf(paid.userId)).toEqual([{ course_id: COURSE, revoked_at: null }]);
    const mine = (await paid.client.get('/api/certificates')).json<MyCertificate[]>();
    expect(mine).toMatchObject([{ courseId: COURSE, status: 'valid' }]);
  });

  it('the start-up backfill issues no certificate while a refund request is pending', async () => {
    const paid = await paidLearner({ finished: 5 });
    const created = (await request(paid.client, paid.orderId)).json<RefundRequestView>();
    // Every item finished (as rows a crash or an older server left without a certificate).
    await finishItems(paid.userId, 6, 99, true);
    const deps = { db: server.testDb.database.db, content: content(), catalogue: { findCourse } };
    await backfillCertificates(deps, new Date());
    expect(await certificatesOf(paid.userId)).toEqual([]);

    const declined = await staff.post(`/api/admin/refunds/${created.id}/decline`, {
      reason: 'The course was finished.',
    });
    expect(declined.status, declined.text).toBe(200);
    expect(await certificatesOf(paid.userId)).toEqual([{ course_id: COURSE, revoked_at: null }]);
  });

  it('declines with a reason that is mailed; the learner keeps the course and may ask again', async () => {
    const paid = await paidLearner();
    const created = (await request(paid.client, paid.orderId)).json<RefundRequestView>();
    const path = `/api/admin/refunds/${created.id}/decline`;
    const missing = expectError(await staff.post(path, { reason: '  ' }), 400, 'invalid_input');
    expect(missing.message).toBe('Write the reason for declining; the learner will see it.');
    const reason = 'The refund number does not match the payment.';
    const declined = await staff.post(path, { reason });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json<AdminRefund>()).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });

    const mail = await server.mail.waitFor(
      (m) =>
        m.to.includes(paid.email) && m.subject === 'Your refund request for Docker Fundamentals',
    );
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect((await paid.client.get(`/api/learn/${COURSE}/lessons/docker-1-2`)).status).toBe(200);

    const [option] = await options(paid.client);
    expect(option).toMatchObject({
      eligible: true,
      request: { status: 'declined', declineReason: reason },
    });
    expect((await request(paid.client, paid.orderId)).status).toBe(201);
  });

  it('refuses staff a decision on a refund of their own order (403 own_order)', async () => {
    const own = await paidLearner();
    await grantStaff(server.testDb.database.db, own.email);
    const created = (await request(own.client, own.orderId)).json<RefundRequestView>();
    expectError(
      await own.client.post(`/api/admin/refunds/${created.id}/approve`, {
        refundTransactionId: 'RF12345678',
      }),
      403,
      'own_order',
    );
    expectError(
      await staff.post('/api/admin/refunds/no-such-request/approve', {
        refundTransactionId: 'RF12345678',
      }),
      404,
      'not_found',
    );
  });
});
