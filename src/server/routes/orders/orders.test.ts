import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { testLabContentWith } from '../../../../tests/helpers/lab-content';
import { newTransactionId, submitOrder } from '../../../../tests/helpers/orders';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { courses, findCourse } from '../../../shared/catalogue/courses';
import type { LabFacts } from '../../../shared/schemas/labs';
import type { Course } from '../../../shared/catalogue/types';
import {
  ORDER_MESSAGES,
  type AdminOrder,
  type Enrollment,
  type Order,
} from '../../../shared/schemas/order';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * `count` simultaneous submissions of one transaction ID, alternating between two learners and
 * spread across the paid courses.
 */
function submitAtOnce(
  count: number,
  [first, second]: [TestClient, TestClient],
  transactionId: string,
) {
  const paidCourses = courses.filter((course) => course.priceBDT > 0);
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      submitOrder(
        index % 2 === 0 ? first : second,
        paidCourses[index % paidCourses.length]?.id ?? '',
        { transactionId },
      ),
    ),
  );
}

describe.each(ENGINES)('/api/orders on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  /** A server with two signed-in learners (the first one owns the ID under test) and staff. */
  async function startWithTwoLearnersAndStaff() {
    server = await startTestServer(engine, { ADMIN_EMAILS: 'staff@example.com' });
    const owner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const other = await signUpVerifyAndSignIn(server, 'mitu@example.com');
    const staff = await signUpVerifyAndSignIn(server, 'staff@example.com');
    return { owner, other, staff };
  }

  it('records a pending order at the catalogue price, whatever amount or status the body carries', async () => {
    server = await startTestServer(engine);
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const before = Date.now();
    const response = await learner.post('/api/orders', {
      courseId: 'kubernetes-mastery',
      paymentMethod: 'nagad',
      mobileNumber: '+880 1812-345678',
      transactionId: ' 7ab3kx9q2m ',
      amount: 1,
      courseTitle: 'Free stuff',
      paymentStatus: 'verified',
      userId: 'someone-else',
    });
    expect(response.status).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      courseId: 'kubernetes-mastery',
      courseTitle: 'Kubernetes Mastery',
      amount: 4900,
      paymentMethod: 'nagad',
      mobileNumber: '01812345678',
      transactionId: '7AB3KX9Q2M',
      paymentStatus: 'pending',
      reviewedAt: null,
      reviewNote: null,
    });
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const rows = await server.testDb.database.db
      .selectFrom('orders')
      .innerJoin('user', 'user.id', 'orders.user_id')
      .select(['user.email', 'orders.amount', 'orders.payment_status', 'orders.course_title'])
      .execute();
    expect(rows).toEqual([
      {
        email: 'rafi@example.com',
        amount: 4900,
        payment_status: 'pending',
        course_title: 'Kubernetes Mastery',
      },
    ]);
    expect((await learner.get('/api/orders')).json()).toEqual([order]);
    expect((await learner.get(`/api/orders/${order.id}`)).json()).toEqual(order);
    const me = await learner.get('/api/me');
    expect(me.json()).toMatchObject({
      user: { courses: { enrolled: [], pending: ['kubernetes-mastery'] } },
    });
  });

  it('reads a mobile number and transaction ID typed in Bengali digits as Latin ones', async () => {
    server = await startTestServer(engine);
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const response = await learner.post('/api/orders', {
      courseId: 'kubernetes-mastery',
      paymentMethod: 'nagad',
      mobileNumber: '০১৭১২৩৪৫৬৭৮',
      transactionId: '৭ab৩kx৯q২m',
    });
    expect(response.status).toBe(201);
    expect(response.json<Order>()).toMatchObject({
      mobileNumber: '01712345678',
      transactionId: '7AB3KX9Q2M',
    });
    const rows = await server.testDb.database.db
      .selectFrom('orders')
      .select(['mobile_number', 'transaction_id'])
      .execute();
    expect(rows).toEqual([{ mobile_number: '01712345678', transaction_id: '7AB3KX9Q2M' }]);
  });

  it('answers 400 naming each invalid field, and stores nothing', async () => {
    // More submissions than one learner may make in an hour (ORDERS_PER_HOUR, 10 by default).
    server = await startTestServer(engine, { ORDERS_PER_HOUR: '1000' });
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const valid = {
      courseId: 'docker-fundamentals',
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: 'ABCD1234EF',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ courseId: 'no-such-course' }, 'courseId', 'There is no such course.'],
      [{ courseId: '' }, 'courseId', 'Choose a course to pay for.'],
      [{ paymentMethod: 'rocket' }, 'paymentMethod', 'Choose bKash or Nagad.'],
      [{ paymentMethod: undefined }, 'paymentMethod', 'Choose bKash or Nagad.'],
      [{ mobileNumber: '' }, 'mobileNumber', 'Enter the mobile number you paid from.'],
      [{ mobileNumber: '01212345678' }, 'mobileNumber', 'Mobile number must be a Bangladeshi'],
      [{ mobileNumber: '0171234567' }, 'mobileNumber', 'Mobile number must be a Bangladeshi'],
      [{ mobileNumber: 1712345678 }, 'mobileNumber', 'Mobile number must be a Bangladeshi'],
      [{ transactionId: '  ' }, 'transactionId', 'Enter the transaction ID'],
      [{ transactionId: 'ABC123' }, 'transactionId', 'Transaction ID must be 8 to 12'],
      [{ transactionId: 'ABCD1234EF567' }, 'transactionId', 'Transaction ID must be 8 to 12'],
      [{ transactionId: 'ABCD-1234EF' }, 'transactionId', 'Transaction ID must be 8 to 12'],
    ];
    for (const [change, field, message] of cases) {
      const response = await learner.post('/api/orders', { ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe('invalid_input');
      expect(Object.keys(body.error.fields ?? {}), JSON.stringify(change)).toEqual([field]);
      expect(body.error.fields?.[field]).toContain(message);
    }
    const allWrong = await learner.post('/api/orders', {});
    expect(Object.keys(allWrong.json<ErrorBody>().error.fields ?? {}).sort()).toEqual([
      'courseId',
      'mobileNumber',
      'paymentMethod',
      'transactionId',
    ]);
    for (const body of ['not json', '[1,2]', 'null']) {
      const response = await fetch(`${server.base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.base,
          cookie: learner.cookieHeader(),
        },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe('invalid_input');
    }
    const count = await server.testDb.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses an 11th payment submission in an hour with 429 and Retry-After, per learner', async () => {
    // The default limit (ORDERS_PER_HOUR unset): 10 submissions an hour, refused ones too.
    server = await startTestServer(engine);
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const other = await signUpVerifyAndSignIn(server, 'mitu@example.com');
    const paidCourses = courses.filter((course) => course.priceBDT > 0);
    for (let attempt = 0; attempt < 10; attempt++) {
      // A mistyped course counts as much as a payment: each try costs a look-up.
      const response = await submitOrder(learner, attempt < 5 ? 'no-such-course' : '');
      expect(response.status, `attempt ${attempt + 1}`).toBe(400);
    }
    const refused = await submitOrder(learner, paidCourses[0]?.id ?? '');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json<ErrorBody>().error).toEqual({
      code: 'rate_limited',
      message: 'You have submitted many payments recently. Please try again in 60 minutes.',
    });
    // Nothing was stored, and the learner's own orders still read.
    expect((await learner.get('/api/orders')).json()).toEqual([]);
    // Another learner is not held back by the first one's tries.
    expect((await submitOrder(other, paidCourses[0]?.id ?? '')).status).toBe(201);
    // A new hour starts a new count.
    await server.testDb.database.db
      .updateTable('rate_limits')
      .set({ window_start: Date.now() - 60 * 60 * 1000 - 1 })
      .execute();
    expect((await submitOrder(learner, paidCourses[0]?.id ?? '')).status).toBe(201);
  });

  it('answers 401 when signed out, and 413 for an oversized body', async () => {
    server = await startTestServer(engine);
    const anonymous = new TestClient(server.base);
    const response = await submitOrder(anonymous, 'docker-fundamentals');
    expect(response.status).toBe(401);
    expect(response.json<ErrorBody>().error.code).toBe('unauthenticated');
    expect((await anonymous.get('/api/orders')).status).toBe(401);
    expect((await anonymous.get('/api/enrollments')).status).toBe(401);

    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const huge = await learner.post('/api/orders', {
      courseId: 'docker-fundamentals',
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: 'ABCD1234EF',
      padding: 'x'.repeat(10_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.json<ErrorBody>().error.code).toBe('payload_too_large');
  });

  it('accepts a transaction ID once per method, even from 20 simultaneous submissions', async () => {
    // More submissions than one learner may make in an hour (ORDERS_PER_HOUR, 10 by default).
    server = await startTestServer(engine, { ORDERS_PER_HOUR: '1000' });
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const other = await signUpVerifyAndSignIn(server, 'mitu@example.com');
    const transactionId = newTransactionId();
    // 20 at once, from two learners, across courses: one may pass, whoever is first.
    const responses = await submitAtOnce(20, [learner, other], transactionId);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    // The winner's other submissions reuse their own ID; the other learner's find it taken.
    const winner = responses.findIndex((response) => response.status === 201) % 2;
    responses.forEach((response, index) => {
      if (response.status !== 409) return;
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe('duplicate_transaction');
      expect(body.error.fields?.transactionId).toBe(
        index % 2 === winner ? ORDER_MESSAGES.transactionReused : ORDER_MESSAGES.transactionTaken,
      );
    });
    const rows = await server.testDb.database.db
      .selectFrom('orders')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .execute();
    expect(rows).toHaveLength(1);
    process.stdout.write(
      `[concurrency ${engine}] 20 simultaneous submissions of one transaction ID: ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 409).length} × 409, ${rows.length} row stored\n`,
    );

    // The same ID is still fine for the other method, and a lower-case copy is the same ID.
    expect(
      (
        await submitOrder(other, 'aws-cloud-practitioner', {
          transactionId,
          paymentMethod: 'nagad',
        })
      ).status,
    ).toBe(201);
    const again = await submitOrder(other, 'jenkins-ci-cd', {
      transactionId: transactionId.toLowerCase(),
      paymentMethod: 'nagad',
    });
    expect(again.status).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('duplicate_transaction');
  });

  it('tells a learner whose transaction ID another learner used how to reach support, and keeps the attempt for staff', async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: 'staff@example.com',
      SUPPORT_EMAIL: 'help@shikhon.test',
    });
    const first = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const second = await signUpVerifyAndSignIn(server, 'mitu@example.com');
    const staff = await signUpVerifyAndSignIn(server, 'staff@example.com');
    const transactionId = newTransactionId();
    const held = await submitOrder(first, 'docker-fundamentals', { transactionId });
    expect(held.status).toBe(201);

    const taken = await submitOrder(second, 'kubernetes-mastery', {
      transactionId: transactionId.toLowerCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.json<ErrorBody>()).toEqual({
      error: {
        code: 'duplicate_transaction',
        message: `This transaction ID has already been used for another order. If you paid with it, contact support at help@shikhon.test (or through the contact page) and quote transaction ID ${transactionId}.`,
        fields: { transactionId: 'This transaction ID has already been used for another order.' },
      },
    });
    // The holder paying for a second course with the same payment is refused too.
    const reused = await submitOrder(first, 'terraform-infrastructure', { transactionId });
    expect(reused.status).toBe(409);
    expect(reused.json<ErrorBody>().error).toEqual({
      code: 'duplicate_transaction',
      message:
        'You have already submitted this transaction ID for Docker Fundamentals. One payment pays for one order: check the transaction ID in your payment SMS.',
      fields: { transactionId: 'You have already submitted this transaction ID.' },
    });
    // The same ID by the other method is another payment.
    expect(
      (await submitOrder(second, 'jenkins-ci-cd', { transactionId, paymentMethod: 'nagad' }))
        .status,
    ).toBe(201);

    const orders = (await staff.get(`/api/admin/orders?q=${transactionId}`)).json<AdminOrder[]>();
    const holder = orders.find((order) => order.id === held.json<Order>().id);
    expect(holder?.transactionAttempts).toEqual([
      {
        learnerEmail: 'mitu@example.com',
        learnerName: 'mitu',
        courseTitle: 'Kubernetes Mastery',
        attemptedAt: expect.any(String),
        sameLearner: false,
      },
      {
        learnerEmail: 'rafi@example.com',
        learnerName: 'rafi',
        courseTitle: 'Terraform Infrastructure',
        attemptedAt: expect.any(String),
        sameLearner: true,
      },
    ]);
    const nagad = orders.find((order) => order.paymentMethod === 'nagad');
    expect(nagad?.transactionAttempts).toEqual([]);
  });

  it('lets a learner submit the ID of their own rejected order again, and nobody else', async () => {
    const { owner, other, staff } = await startWithTwoLearnersAndStaff();
    const transactionId = newTransactionId();
    const first = (
      await submitOrder(owner, 'docker-fundamentals', {
        transactionId,
        mobileNumber: '01812345678',
      })
    ).json<Order>();
    const reason = 'No bKash payment from 01812345678 with this transaction ID.';
    expect(
      (await staff.post(`/api/admin/orders/${first.id}/reject`, { note: reason })).status,
    ).toBe(200);

    // Rejected, the ID is still its owner's: another learner is sent to support.
    const taken = await submitOrder(other, 'docker-fundamentals', { transactionId });
    expect(taken.status).toBe(409);
    expect(taken.json<ErrorBody>().error.fields).toEqual({
      transactionId: ORDER_MESSAGES.transactionTaken,
    });
    // The owner corrects the mobile number and submits the same ID again.
    const again = await submitOrder(owner, 'docker-fundamentals', { transactionId });
    expect(again.status).toBe(201);
    expect(again.json<Order>()).toMatchObject({ transactionId, paymentStatus: 'pending' });
    const twice = await submitOrder(owner, 'docker-fundamentals', { transactionId });
    expect(twice.status).toBe(409);
    expect(twice.json<ErrorBody>().error.code).toBe('duplicate_transaction');

    const rows = await server.testDb.database.db
      .selectFrom('orders')
      .select(['user_id', 'payment_status'])
      .where('transaction_id', '=', transactionId)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.payment_status)).toEqual(['rejected', 'pending']);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(1);
  });

  it('gives a rejected ID to its owner alone when both learners submit it at once', async () => {
    const { owner, other, staff } = await startWithTwoLearnersAndStaff();
    const transactionId = newTransactionId();
    const first = (
      await submitOrder(owner, 'docker-fundamentals', { transactionId })
    ).json<Order>();
    await staff.post(`/api/admin/orders/${first.id}/reject`, { note: 'Not received yet.' });

    const responses = await submitAtOnce(12, [owner, other], transactionId);
    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(1);
    expect(responses.findIndex((response) => response.status === 201) % 2).toBe(0);
    responses.forEach((response, index) => {
      if (response.status === 201) return;
      expect(response.status).toBe(409);
      expect(response.json<ErrorBody>().error.fields?.transactionId).toBe(
        index % 2 === 0 ? ORDER_MESSAGES.transactionReused : ORDER_MESSAGES.transactionTaken,
      );
    });
    const attempts = await server.testDb.database.db
      .selectFrom('transaction_attempts')
      .select('user_id')
      .where('transaction_id', '=', transactionId)
      .execute();
    expect(attempts).toHaveLength(11);
  });

  it('keeps one pending order per learner and course, and none for a course already owned', async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: 'staff@example.com' });
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const staff = await signUpVerifyAndSignIn(server, 'staff@example.com');
    const first = await submitOrder(learner, 'docker-fundamentals');
    expect(first.status).toBe(201);
    const second = await submitOrder(learner, 'docker-fundamentals');
    expect(second.status).toBe(409);
    expect(second.json<ErrorBody>()).toEqual({
      error: {
        code: 'order_pending',
        message: 'You already have a payment for this course waiting for verification.',
      },
    });
    // Another course is fine meanwhile.
    expect((await submitOrder(learner, 'terraform-infrastructure')).status).toBe(201);

    const { id } = first.json<Order>();
    expect((await staff.post(`/api/admin/orders/${id}/verify`, {})).status).toBe(200);
    const owned = await submitOrder(learner, 'docker-fundamentals');
    expect(owned.status).toBe(409);
    expect(owned.json<ErrorBody>().error).toEqual({
      code: 'already_enrolled',
      message: 'You already own this course.',
    });
    const enrollments = (await learner.get('/api/enrollments')).json<Enrollment[]>();
    expect(enrollments).toEqual([
      {
        courseId: 'docker-fundamentals',
        courseTitle: 'Docker Fundamentals',
        kind: 'course',
        enrolledAt: expect.any(String),
        orderId: id,
      },
    ]);
    expect((await learner.get('/api/me')).json()).toMatchObject({
      user: {
        courses: { enrolled: ['docker-fundamentals'], pending: ['terraform-infrastructure'] },
      },
    });
  });

  it('sells a lab programme like a course, and its enrolment opens every lab it bundles', async () => {
    // Two labs of the course's second module: one bundled in the programme, one in none.
    const content = testLabContentWith([
      { id: 'docker-run-and-manage-containers', moduleId: 'docker-1' },
      { id: 'docker-volumes-and-bind-mounts', moduleId: 'docker-2' },
      { id: 'docker-in-no-programme', moduleId: 'docker-2' },
    ]);
    server = await startTestServer(engine, { ADMIN_EMAILS: 'staff@example.com' }, { content });
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const staff = await signUpVerifyAndSignIn(server, 'staff@example.com');
    const labAccess = async (labId = 'docker-volumes-and-bind-mounts') =>
      (await learner.get(`/api/labs/${labId}`)).json<LabFacts>().access;
    expect(await labAccess()).toBe('no-access');

    const response = await learner.post('/api/orders', {
      courseId: 'docker-hands-on-labs',
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: newTransactionId(),
      amount: 1,
    });
    expect(response.status).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      courseId: 'docker-hands-on-labs',
      courseTitle: 'Docker Hands-on Labs',
      amount: 7000,
      paymentStatus: 'pending',
    });
    const again = await submitOrder(learner, 'docker-hands-on-labs');
    expect(again.json<ErrorBody>().error).toEqual({
      code: 'order_pending',
      message: 'You already have a payment for this programme waiting for verification.',
    });
    expect(await labAccess()).toBe('no-access');

    expect((await staff.post(`/api/admin/orders/${order.id}/verify`, {})).status).toBe(200);
    expect(await labAccess()).toBe('enrolled');
    // Only the programme's labs: the course's other labs stay closed.
    expect(await labAccess('docker-in-no-programme')).toBe('no-access');
    expect((await learner.get('/api/enrollments')).json<Enrollment[]>()).toEqual([
      {
        courseId: 'docker-hands-on-labs',
        courseTitle: 'Docker Hands-on Labs',
        kind: 'programme',
        enrolledAt: expect.any(String),
        orderId: order.id,
      },
    ]);
    const owned = await submitOrder(learner, 'docker-hands-on-labs');
    expect(owned.status).toBe(409);
    expect(owned.json<ErrorBody>().error).toEqual({
      code: 'already_enrolled',
      message: 'You already own this programme.',
    });
    // Owning the programme is not owning the course: its lessons stay closed.
    expect((await learner.get('/api/learn/docker-fundamentals/lessons/docker-1-2')).status).toBe(
      403,
    );
  });

  it('shows a learner only their own orders: another learner’s is 404', async () => {
    server = await startTestServer(engine);
    const owner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const other = await signUpVerifyAndSignIn(server, 'mitu@example.com');
    const order = (await submitOrder(owner, 'aws-cloud-practitioner')).json<Order>();
    const peek = await other.get(`/api/orders/${order.id}`);
    expect(peek.status).toBe(404);
    expect(peek.json<ErrorBody>().error.code).toBe('not_found');
    expect((await other.get('/api/orders')).json()).toEqual([]);
    expect((await other.get('/api/orders/not-an-order')).status).toBe(404);
    expect((await owner.get(`/api/orders/${order.id}`)).status).toBe(200);
  });

  it('answers 404, never 500, for an order id holding a NUL character', async () => {
    // PostgreSQL refuses U+0000 in text: the id must not reach a query (found by fuzzing).
    server = await startTestServer(engine);
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const order = (await submitOrder(learner, 'aws-cloud-practitioner')).json<Order>();
    for (const id of ['%00', `${order.id}%00`]) {
      const response = await learner.get(`/api/orders/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.json<ErrorBody>().error.code).toBe('not_found');
    }
  });

  it('enrols a learner in a free course at once, and refuses to for a paid one', async () => {
    const freeCourse: Course = {
      ...(findCourse('linux-system-administration') as Course),
      id: 'linux-taster',
      title: 'Linux Taster',
      priceBDT: 0,
    };
    server = await startTestServer(
      engine,
      {},
      { catalogue: { findCourse: (id) => (id === freeCourse.id ? freeCourse : findCourse(id)) } },
    );
    const learner = await signUpVerifyAndSignIn(server, 'rafi@example.com');
    const started = await learner.post('/api/enrollments', { courseId: 'linux-taster' });
    expect(started.status).toBe(201);
    expect(started.json()).toMatchObject({
      courseId: 'linux-taster',
      courseTitle: 'Linux Taster',
      orderId: null,
    });
    const twice = await learner.post('/api/enrollments', { courseId: 'linux-taster' });
    expect(twice.status).toBe(409);
    expect(twice.json<ErrorBody>().error.code).toBe('already_enrolled');

    const paid = await learner.post('/api/enrollments', { courseId: 'docker-fundamentals' });
    expect(paid.status).toBe(403);
    expect(paid.json<ErrorBody>().error.code).toBe('payment_required');
    const unknown = await learner.post('/api/enrollments', { courseId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.json<ErrorBody>().error.fields).toEqual({
      courseId: 'There is no such course.',
    });
    const freeOrder = await submitOrder(learner, 'linux-taster');
    expect(freeOrder.status).toBe(409);
    expect(freeOrder.json<ErrorBody>().error.code).toBe('free_course');
    expect((await learner.get('/api/enrollments')).json<Enrollment[]>()).toHaveLength(1);
  });
});
