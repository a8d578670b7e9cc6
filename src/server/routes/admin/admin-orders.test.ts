import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { newTransactionId, submitOrder } from '../../../../tests/helpers/orders';
import { firstLink } from '../../../../tests/helpers/smtp-capture';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { expectStaffOnly } from '../../../../tests/helpers/staff-only';
import type { AdminOrder, Order } from '../../../shared/schemas/order';
import { grantStaff, revokeStaff } from '../../staff/staff.service';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const STAFF = 'staff@example.com';

describe.each(ENGINES)('/api/admin/orders on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  async function setUp() {
    server = await startTestServer(engine, { ADMIN_EMAILS: STAFF });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    return { staff, learner };
  }

  it('is for staff only: 401 signed out, 403 for a learner, on every call', async () => {
    const { learner } = await setUp();
    const order = (await submitOrder(learner, 'docker-fundamentals')).json<Order>();
    const anonymous = new TestClient(server.base);
    expect((await anonymous.get('/api/admin/orders')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/orders', undefined],
      ['POST', `/api/admin/orders/${order.id}/verify`, {}],
      ['POST', `/api/admin/orders/${order.id}/reject`, { note: 'no' }],
    ] as const) {
      const response = await learner.request(method, path, body);
      expectStaffOnly(response, path);
    }
    const row = await server.testDb.database.db
      .selectFrom('orders')
      .select('payment_status')
      .executeTakeFirstOrThrow();
    expect(row.payment_status).toBe('pending');
  });

  it('refuses staff a review of their own order (403 own_order); another staff member may', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: `${STAFF},mitu@shikhon.example` });
    const staff = await signUpVerifyAndSignIn(server, STAFF);
    const colleague = await signUpVerifyAndSignIn(server, 'mitu@shikhon.example');
    const own = (await submitOrder(staff, 'docker-fundamentals')).json<Order>();
    const ownReject = (await submitOrder(staff, 'kubernetes-mastery')).json<Order>();
    for (const [path, body] of [
      [`/api/admin/orders/${own.id}/verify`, {}],
      [`/api/admin/orders/${own.id}/verify`, { note: 'Paid, trust me.' }],
      [`/api/admin/orders/${ownReject.id}/reject`, { note: 'Changed my mind.' }],
    ] as const) {
      const response = await staff.post(path, body);
      expect(response.status, path).toBe(403);
      expect(response.json<ErrorBody>(), path).toEqual({
        error: { code: 'own_order', message: 'Another staff member must review your own order.' },
      });
    }
    const rows = await server.testDb.database.db
      .selectFrom('orders')
      .select(['payment_status', 'reviewed_by'])
      .execute();
    expect(rows).toEqual([
      { payment_status: 'pending', reviewed_by: null },
      { payment_status: 'pending', reviewed_by: null },
    ]);
    expect((await staff.get('/api/enrollments')).json()).toEqual([]);

    // The list tells each reviewer which orders are their own.
    const seenBy = async (client: typeof staff) =>
      (await client.get('/api/admin/orders'))
        .json<AdminOrder[]>()
        .map((order) => [order.id, order.isOwnOrder] as const);
    expect(new Map(await seenBy(staff))).toEqual(
      new Map([
        [own.id, true],
        [ownReject.id, true],
      ]),
    );
    expect(new Map(await seenBy(colleague))).toEqual(
      new Map([
        [own.id, false],
        [ownReject.id, false],
      ]),
    );
    const verified = await colleague.post(`/api/admin/orders/${own.id}/verify`, {});
    expect(verified.status).toBe(200);
    expect(verified.json<AdminOrder>()).toMatchObject({
      paymentStatus: 'verified',
      reviewerEmail: 'mitu@shikhon.example',
      isOwnOrder: false,
    });
    // Once reviewed by someone else, the owner still gets own_order, not a second review.
    expect((await staff.post(`/api/admin/orders/${own.id}/reject`, { note: 'x' })).status).toBe(
      403,
    );
  });

  // sign-ups (password hashing) and a server: more than 5 s on a busy machine
  it('lists pending first, filters by status and method, and searches ID, mobile and email', async () => {
    const { staff, learner } = await setUp();
    const other = await signUpVerifyAndSignIn(server, 'mitu.k@example.com');
    const docker = (
      await submitOrder(learner, 'docker-fundamentals', { transactionId: 'DOCKER1234' })
    ).json<Order>();
    await submitOrder(learner, 'aws-cloud-practitioner', {
      transactionId: 'AWSPAY5678',
      paymentMethod: 'nagad',
      mobileNumber: '01998765432',
    });
    await submitOrder(other, 'kubernetes-mastery', { transactionId: 'KUBE999000' });
    expect((await staff.post(`/api/admin/orders/${docker.id}/verify`, {})).status).toBe(200);

    const list = async (query: string) =>
      (await staff.get(`/api/admin/orders${query}`))
        .json<AdminOrder[]>()
        .map((order) => order.transactionId);
    const all = await list('');
    expect(all).toHaveLength(3);
    expect(all[2]).toBe('DOCKER1234'); // reviewed ones after every pending one
    expect(new Set(all.slice(0, 2))).toEqual(new Set(['AWSPAY5678', 'KUBE999000']));
    expect(await list('?status=verified')).toEqual(['DOCKER1234']);
    expect(await list('?method=nagad')).toEqual(['AWSPAY5678']);
    expect(await list('?status=pending&method=bkash')).toEqual(['KUBE999000']);
    expect(await list('?q=awspay')).toEqual(['AWSPAY5678']);
    expect(await list('?q=%2B880%201998-765432')).toEqual(['AWSPAY5678']);
    expect(await list('?q=MITU.K%40')).toEqual(['KUBE999000']);
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?status=bogus')).toHaveLength(3);

    const [first] = (await staff.get('/api/admin/orders?q=KUBE999000')).json<AdminOrder[]>();
    expect(first).toMatchObject({
      learnerEmail: 'mitu.k@example.com',
      learnerName: 'mitu.k',
      courseTitle: 'Kubernetes Mastery',
      amount: 4900,
      paymentStatus: 'pending',
      reviewerEmail: null,
    });
  }, 30_000);

  it('verifies an order once under 10 simultaneous verifications: one enrolment, one mail', async () => {
    const { staff, learner } = await setUp();
    const transactionId = newTransactionId();
    const order = (
      await submitOrder(learner, 'terraform-infrastructure', { transactionId })
    ).json<Order>();
    const before = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        staff.post(`/api/admin/orders/${order.id}/verify`, { note: `check ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json<ErrorBody>().error).toEqual({
        code: 'order_not_pending',
        message: `This order was already verified by ${STAFF}.`,
      });
    }
    const verified = responses.find((r) => r.status === 200)?.json<AdminOrder>();
    expect(verified).toMatchObject({
      paymentStatus: 'verified',
      reviewerEmail: STAFF,
      reviewNote: expect.stringMatching(/^check \d$/),
    });
    expect(Date.parse(verified?.reviewedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const enrollments = await server.testDb.database.db
      .selectFrom('enrollments')
      .selectAll()
      .execute();
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({
      course_id: 'terraform-infrastructure',
      order_id: order.id,
    });

    const mail = await server.mail.waitFor(
      (m) => m.to.includes('rafi@example.com') && m.subject.includes('enrolled'),
    );
    // Give any duplicate a moment to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const enrolmentMails = server.mail.messages.filter((m) => m.subject === mail.subject);
    expect(enrolmentMails).toHaveLength(1);
    expect(mail.subject).toBe("You're enrolled in Terraform Infrastructure");
    expect(mail.text).toContain(
      `bKash payment of ৳5,500 for Terraform Infrastructure (transaction ID ${transactionId}) has been verified`,
    );
    expect(firstLink(mail.text)).toBe(`${server.base}/dashboard`);
    process.stdout.write(
      `[concurrency ${engine}] 10 simultaneous verifications of one order: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 409).length} × 409, ${enrollments.length} enrolment, ${enrolmentMails.length} mail\n`,
    );

    const rejectLater = await staff.post(`/api/admin/orders/${order.id}/reject`, { note: 'late' });
    expect(rejectLater.status).toBe(409);
    expect((await staff.post('/api/admin/orders/no-such-order/verify', {})).status).toBe(404);
  });

  it('rejects only with a reason, mails it, and shows it to the learner, who may pay again', async () => {
    const { staff, learner } = await setUp();
    const order = (await submitOrder(learner, 'azure-devops-engineer')).json<Order>();
    for (const body of [{}, { note: '   ' }, { note: null }]) {
      const response = await staff.post(`/api/admin/orders/${order.id}/reject`, body);
      expect(response.status).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({
        note: 'Write the reason for rejecting; the learner will see it.',
      });
    }
    const tooLong = await staff.post(`/api/admin/orders/${order.id}/reject`, {
      note: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json<ErrorBody>().error.fields?.note).toContain('at most 500');

    const reason = 'No bKash payment with this transaction ID reached our number.';
    const rejected = await staff.post(`/api/admin/orders/${order.id}/reject`, {
      note: `  ${reason} `,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json()).toMatchObject({
      paymentStatus: 'rejected',
      reviewNote: reason,
      reviewerEmail: STAFF,
    });

    const mail = await server.mail.waitFor(
      (m) => m.to.includes('rafi@example.com') && m.subject.includes('could not verify'),
    );
    expect(mail.subject).toBe('We could not verify your payment for Azure DevOps Engineer');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(firstLink(mail.text)).toBe(`${server.base}/checkout/azure-devops-engineer`);

    const [seen] = (await learner.get('/api/orders')).json<Order[]>();
    expect(seen).toMatchObject({ paymentStatus: 'rejected', reviewNote: reason });
    expect(seen).not.toHaveProperty('reviewerEmail');
    expect((await learner.get('/api/enrollments')).json()).toEqual([]);
    expect((await submitOrder(learner, 'azure-devops-engineer')).status).toBe(201);
  });

  it('takes staff granted in the database as staff at once, and revoked ones no longer', async () => {
    server = await startTestServer(engine);
    const helper = await signUpVerifyAndSignIn(server, 'Helper@Example.com');
    expect((await helper.get('/api/admin/orders')).status).toBe(403);
    expect((await helper.get('/api/me')).json()).toMatchObject({ user: { isStaff: false } });
    expect(await grantStaff(server.testDb.database.db, ' HELPER@example.com ')).toBe(true);
    expect(await grantStaff(server.testDb.database.db, 'helper@example.com')).toBe(false);
    expect((await helper.get('/api/admin/orders')).status).toBe(200);
    expect((await helper.get('/api/me')).json()).toMatchObject({ user: { isStaff: true } });
    expect(await revokeStaff(server.testDb.database.db, 'helper@example.com')).toBe(true);
    expect((await helper.get('/api/admin/orders')).status).toBe(403);
  });

  it('answers 404 for an order id holding a NUL character, and ignores one in a search', async () => {
    // PostgreSQL refuses U+0000 in text: neither may reach a query as a 500 (found by fuzzing).
    const { staff, learner } = await setUp();
    const order = (await submitOrder(learner, 'jenkins-ci-cd')).json<Order>();
    for (const decision of ['verify', 'reject']) {
      const response = await staff.post(`/api/admin/orders/${order.id}%00/${decision}`, {
        note: 'Checked.',
      });
      expect(response.status, decision).toBe(404);
      expect(response.json<ErrorBody>().error.code).toBe('not_found');
    }
    const search = await staff.get(
      `/api/admin/orders?q=${encodeURIComponent(`${order.transactionId}\u0000`)}`,
    );
    expect(search.status).toBe(200);
    expect(search.json<AdminOrder[]>().map((found) => found.id)).toEqual([order.id]);
    const note = await staff.post(`/api/admin/orders/${order.id}/reject`, { note: 'No\u0000' });
    expect(note.status).toBe(400);
    expect(note.json<ErrorBody>().error.fields).toEqual({
      note: 'Must not contain the NUL character (U+0000).',
    });
    expect((await learner.get(`/api/orders/${order.id}`)).json()).toMatchObject({
      paymentStatus: 'pending',
    });
  });
  it('shows how each order was paid, its bKash ids and errors, the check note and the payout', async () => {
    const { staff, learner } = await setUp();
    const manual = (await submitOrder(learner, 'docker-fundamentals')).json<Order>();
    const { db } = server.testDb.database;
    const { id: learnerId } = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'rafi@example.com')
      .executeTakeFirstOrThrow();
    const at = '2026-11-30T04:00:00.000Z';
    const insert = async (paidVia: 'bkash_checkout' | 'bkash_checked', extra: object) => {
      const id = randomUUID();
      await db
        .insertInto('orders')
        .values({
          id,
          user_id: learnerId,
          course_id: `course-${id.slice(0, 6)}`,
          course_title: 'Kubernetes Mastery',
          amount: 4900,
          payment_method: 'bkash',
          mobile_number: '01712345678',
          transaction_id: newTransactionId(),
          payment_status: 'verified',
          created_at: at,
          reviewed_by: null,
          reviewed_at: at,
          review_note: null,
          paid_via: paidVia,
          ...extra,
        })
        .execute();
      return id;
    };
    const checkout = await insert('bkash_checkout', {
      bkash_payment_id: 'TR0011ABCD',
      check_note: 'bKash reported amount ৳4000, not ৳4900',
    });
    const checked = await insert('bkash_checked', {});
    // Twelve errors for the checkout order (the latest ten are listed), one for another order.
    for (let minute = 0; minute < 12; minute += 1) {
      await db
        .insertInto('bkash_events')
        .values({
          id: randomUUID(),
          at: `2026-11-30T04:${String(minute).padStart(2, '0')}:00.000Z`,
          call: minute === 11 ? 'refund' : 'status',
          order_id: checkout,
          payment_id: 'TR0011ABCD',
          code: minute === 11 ? '2071' : 'timeout',
          message: minute === 11 ? 'Refund amount exceeds' : 'bKash did not answer',
        })
        .execute();
    }
    await db
      .insertInto('bkash_events')
      .values({
        id: randomUUID(),
        at,
        call: 'search',
        order_id: checked,
        payment_id: null,
        code: '2117',
        message: 'Invalid trxID',
      })
      .execute();
    await db
      .insertInto('refund_requests')
      .values({
        id: randomUUID(),
        order_id: checkout,
        user_id: learnerId,
        course_id: 'kubernetes-mastery',
        requested_at: at,
        reason: null,
        status: 'approved',
        decided_by: null,
        decided_at: at,
        decline_reason: null,
        refund_transaction_id: null,
        percent_at_request: 0,
        days_at_request: 0,
        payout: 'failed',
        payout_error: 'Refund amount exceeds the paid amount',
        payout_at: at,
      })
      .execute();

    const list = async (query: string) =>
      (await staff.get(`/api/admin/orders${query}`)).json<AdminOrder[]>();
    const byId = new Map((await list('?status=all')).map((order) => [order.id, order]));
    const shown = byId.get(checkout);
    expect(shown).toMatchObject({
      paidVia: 'bkash_checkout',
      bkashPaymentId: 'TR0011ABCD',
      checkNote: 'bKash reported amount ৳4000, not ৳4900',
      bkashErrorCount: 12,
      refund: {
        status: 'approved',
        refundTransactionId: null,
        payout: 'failed',
        payoutError: 'Refund amount exceeds the paid amount',
        payoutAt: at,
      },
    });
    expect(shown?.bkashErrors).toHaveLength(10);
    expect(shown?.bkashErrors[0]).toEqual({
      at: '2026-11-30T04:11:00.000Z',
      call: 'refund',
      code: '2071',
      message: 'Refund amount exceeds',
    });
    expect(shown?.bkashErrors.at(-1)?.at).toBe('2026-11-30T04:02:00.000Z');
    expect(byId.get(checked)).toMatchObject({
      paidVia: 'bkash_checked',
      bkashPaymentId: null,
      checkNote: null,
      bkashErrorCount: 1,
      bkashErrors: [{ at, call: 'search', code: '2117', message: 'Invalid trxID' }],
    });
    expect(byId.get(manual.id)).toMatchObject({
      paidVia: 'manual',
      bkashPaymentId: null,
      bkashErrors: [],
      bkashErrorCount: 0,
    });

    const ids = async (query: string) => (await list(query)).map((order) => order.id);
    expect(await ids('?status=all&paid=bkash_checkout')).toEqual([checkout]);
    expect(await ids('?status=all&paid=bkash_checked')).toEqual([checked]);
    expect(await ids('?status=all&paid=manual')).toEqual([manual.id]);
    expect(await ids('?status=pending&paid=bkash_checkout')).toEqual([]);
    expect(await ids('?status=all&paid=cash')).toHaveLength(3);
  });
});
