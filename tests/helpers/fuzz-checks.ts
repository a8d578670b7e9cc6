import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { apiErrorProblem, type ApiErrorDetail } from '../../src/shared/schemas/api-error';
import type { CourseCatalogue } from '../../src/server/routes/orders/orders.service';
import type { FuzzClient, FuzzRequest, FuzzResponse } from './fuzz-http';

/** Runs per endpoint: FUZZ_RUNS raises it for a longer hunt; it never goes below 1,000. */
export const FUZZ_RUNS = Math.max(1000, Number(process.env.FUZZ_RUNS ?? 0) || 0);

/**
 * Each run draws new inputs; a failure prints its seed. FUZZ_SEED=<seed> replays it (with
 * `-t '<test name>'` to run that property alone).
 */
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });

/** The request in a failure message, short enough to read. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? '(no body)'
      : typeof request.body === 'string'
        ? JSON.stringify(request.body.slice(0, 300))
        : `<${request.body.byteLength} bytes>`;
  return `${request.method} ${request.path.slice(0, 300)} from ${request.localAddress ?? '127.0.0.1'} headers=${JSON.stringify(request.headers).slice(0, 400)} body=${body}`;
}

export type ApiError = ApiErrorDetail;

/** What is wrong with an error answer's shape, or undefined when it is right. */
function errorShapeProblem(response: FuzzResponse): string | undefined {
  if (!/^application\/json\b/.test(response.headers['content-type'] ?? '')) {
    return 'not served as application/json';
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return 'not JSON';
  }
  return apiErrorProblem(body);
}

/**
 * Asserts the API's one error shape (src/shared/schemas/api-error.ts):
 * `{error: {code, message, fields?}}`, nothing else, served as JSON; `fields` maps field names to
 * non-empty messages. Plain checks first: thousands of runs call this, and `expect` is slower.
 */
export function expectErrorShape(request: FuzzRequest, response: FuzzResponse): ApiError {
  const problem = errorShapeProblem(response);
  if (problem !== undefined) {
    const what = `${response.status} ${response.text.slice(0, 300)} for ${describeRequest(request)}`;
    expect.fail(`error answer ${problem}: ${what}`);
  }
  return (JSON.parse(response.text) as { error: ApiError }).error;
}

/** Every answer: never a 5xx, and every 4xx in the error shape. */
export function expectSound(request: FuzzRequest, response: FuzzResponse) {
  if (response.status < 200 || response.status >= 500) {
    const what = `${response.text.slice(0, 300)} for ${describeRequest(request)}`;
    expect.fail(`answered ${response.status}: ${what}`);
  }
  if (response.status >= 400) expectErrorShape(request, response);
}

/**
 * Sends `numRuns` generated requests; each answer must be sound (above) and pass `check`.
 * Counterexamples are shrunk and printed by fast-check with the seed to replay them.
 */
export async function fuzz<T>(options: {
  client: FuzzClient;
  generate: fc.Arbitrary<T>;
  request: (input: T) => FuzzRequest;
  check?: (input: T, request: FuzzRequest, response: FuzzResponse) => void | Promise<void>;
  numRuns?: number;
  /**
   * The server keeps state between runs (rows, rate limits): replaying a shrunk input would meet
   * another state and fail differently, so the first failure is reported as it happened.
   */
  stateful?: boolean;
}): Promise<void> {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(options.generate, async (input) => {
      const request = options.request(input);
      const response = await options.client.send(request);
      sent += 1;
      expectSound(request, response);
      await options.check?.(input, request, response);
    }),
    { numRuns: options.numRuns ?? FUZZ_RUNS, endOnFailure: options.stateful ?? false },
  );
  expect(sent).toBeGreaterThanOrEqual(options.numRuns ?? FUZZ_RUNS);
}

const TRANSACTION_ID = /^[A-Z0-9]{8,12}$/;
const MOBILE_NUMBER = /^01[3-9]\d{8}$/;

/**
 * The database rules every request must leave intact, as a list of what is broken (empty when
 * all hold): orders belong to real users and carry the catalogue's price and title, IDs and
 * numbers are in their documented formats, one pending order per learner and course, one use of a
 * transaction ID per method, one enrolment per learner and course, enrolments of real users
 * pointing at their own verified orders (unless refunded), at most one open refund request per
 * order with each decision recorded, profiles of real users.
 */
export async function invariantViolations(
  database: Database,
  catalogue: CourseCatalogue,
): Promise<string[]> {
  const { db } = database;
  const [users, orders, enrollments, profiles, refunds] = await Promise.all([
    db.selectFrom('user').select(['id']).execute(),
    db.selectFrom('orders').selectAll().execute(),
    db.selectFrom('enrollments').selectAll().execute(),
    db.selectFrom('profile').select(['user_id']).execute(),
    db.selectFrom('refund_requests').selectAll().execute(),
  ]);
  const userIds = new Set(users.map((user) => user.id));
  const problems: string[] = [];
  const pending = new Set<string>();
  /** Transaction → the one learner it belongs to; and those held by an order not rejected. */
  const transactionOwners = new Map<string, string>();
  const openTransactions = new Set<string>();
  for (const order of orders) {
    const label = `order ${order.id}`;
    if (!userIds.has(order.user_id)) problems.push(`${label} has no user (${order.user_id})`);
    const course = catalogue.findCourse(order.course_id);
    if (!course) problems.push(`${label} is for an unknown course ${order.course_id}`);
    else {
      if (Number(order.amount) !== course.priceBDT) {
        problems.push(`${label} amount ${order.amount} is not the price ${course.priceBDT}`);
      }
      if (order.course_title !== course.title) {
        problems.push(`${label} title ${order.course_title} is not ${course.title}`);
      }
    }
    if (!(Number(order.amount) > 0))
      problems.push(`${label} amount ${order.amount} is not positive`);
    if (!TRANSACTION_ID.test(order.transaction_id)) {
      problems.push(`${label} transaction ID ${JSON.stringify(order.transaction_id)}`);
    }
    if (!MOBILE_NUMBER.test(order.mobile_number)) {
      problems.push(`${label} mobile number ${JSON.stringify(order.mobile_number)}`);
    }
    if (!['bkash', 'nagad'].includes(order.payment_method)) {
      problems.push(`${label} method ${order.payment_method}`);
    }
    if (!['pending', 'verified', 'rejected'].includes(order.payment_status)) {
      problems.push(`${label} status ${order.payment_status}`);
    }
    if (order.payment_status === 'pending') {
      const key = `${order.user_id}/${order.course_id}`;
      if (pending.has(key)) problems.push(`two pending orders for ${key}`);
      pending.add(key);
      if (order.reviewed_by !== null || order.reviewed_at !== null) {
        problems.push(`${label} is pending but reviewed`);
      }
    } else if (order.reviewed_by === null || !userIds.has(order.reviewed_by)) {
      problems.push(`${label} is ${order.payment_status} without a reviewer`);
    }
    if (order.payment_status === 'rejected' && !order.review_note) {
      problems.push(`${label} is rejected without a note`);
    }
    // A learner may submit the ID of their own rejected order again; nobody else may use it.
    const transaction = `${order.payment_method}/${order.transaction_id.toUpperCase()}`;
    const owner = transactionOwners.get(transaction);
    if (owner !== undefined && owner !== order.user_id) {
      problems.push(`transaction ${transaction} used by two learners`);
    }
    transactionOwners.set(transaction, order.user_id);
    if (order.payment_status !== 'rejected') {
      if (openTransactions.has(transaction)) problems.push(`transaction ${transaction} used twice`);
      openTransactions.add(transaction);
    }
  }
  const ordersById = new Map(orders.map((order) => [order.id, order]));
  const enrolled = new Set<string>();
  for (const enrollment of enrollments) {
    const key = `${enrollment.user_id}/${enrollment.course_id}`;
    if (enrolled.has(key)) problems.push(`two enrolments for ${key}`);
    enrolled.add(key);
    if (!userIds.has(enrollment.user_id)) problems.push(`enrolment ${enrollment.id} has no user`);
    if (!catalogue.findCourse(enrollment.course_id)) {
      problems.push(`enrolment ${enrollment.id} is for an unknown course`);
    }
    if (enrollment.order_id !== null) {
      const order = ordersById.get(enrollment.order_id);
      if (
        !order ||
        order.payment_status !== 'verified' ||
        order.user_id !== enrollment.user_id ||
        order.course_id !== enrollment.course_id
      ) {
        problems.push(`enrolment ${enrollment.id} does not match its order`);
      }
    } else if ((catalogue.findCourse(enrollment.course_id)?.priceBDT ?? 0) > 0) {
      problems.push(`enrolment ${enrollment.id} in a paid course without an order`);
    }
  }
  // Refunds: one open request per order, each decision recorded; an approved refund ends the
  // enrolment its order made.
  const refunded = new Set<string>();
  const open = new Set<string>();
  for (const refund of refunds) {
    const label = `refund request ${refund.id}`;
    const order = ordersById.get(refund.order_id);
    if (!order || order.payment_status !== 'verified' || order.user_id !== refund.user_id) {
      problems.push(`${label} is not for a verified order of its learner`);
    }
    if (refund.status !== 'declined') {
      if (open.has(refund.order_id)) problems.push(`two open refunds for ${refund.order_id}`);
      open.add(refund.order_id);
    }
    if (refund.status === 'approved') {
      refunded.add(refund.order_id);
      if (!refund.refund_transaction_id || !TRANSACTION_ID.test(refund.refund_transaction_id)) {
        problems.push(`${label} approved without a refund transaction ID`);
      }
    }
    if (refund.status === 'declined' && !refund.decline_reason) {
      problems.push(`${label} declined without a reason`);
    }
    if (refund.status !== 'pending' && (!refund.decided_by || !refund.decided_at)) {
      problems.push(`${label} is ${refund.status} without who and when`);
    }
  }
  for (const enrollment of enrollments) {
    if (enrollment.order_id !== null && refunded.has(enrollment.order_id)) {
      problems.push(`enrolment ${enrollment.id} outlived its order's refund`);
    }
  }
  for (const order of orders) {
    if (
      order.payment_status === 'verified' &&
      !refunded.has(order.id) &&
      !enrolled.has(`${order.user_id}/${order.course_id}`)
    ) {
      problems.push(`verified order ${order.id} did not enrol its learner`);
    }
  }
  for (const profile of profiles) {
    if (!userIds.has(profile.user_id))
      problems.push(`profile of a missing user ${profile.user_id}`);
  }
  return problems;
}
