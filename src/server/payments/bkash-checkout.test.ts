import { afterEach, describe, expect, it } from 'vitest';
import { signedInLearner, type SignedInLearner } from '../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import type { BkashPaymentView } from '../../shared/schemas/bkash';
import { createBkashClient } from './bkash-client';
import { sweepBkashPayments, SWEEP_AFTER_MS } from './bkash-checkout.service';
import { startBkashSimulator, type BkashSimulator } from './bkash-simulator/start-simulator';
import { INSUFFICIENT_BALANCE_WALLET } from './bkash-simulator/wallets';
import type { BkashSettings } from './bkash-types';
import { findCourse } from '../../shared/catalogue/courses';

const WALLET = '01770618575';
const COURSE = 'kubernetes-mastery';

interface Started {
  paymentId: string;
  bkashUrl: string;
}

describe.each(ENGINES)('Pay with bKash (Tokenized Checkout, simulator) on %s', (engine) => {
  let server: TestServer | undefined;
  let simulator: BkashSimulator | undefined;
  afterEach(async () => {
    await server?.close();
    await simulator?.close();
    server = undefined;
    simulator = undefined;
  });

  async function start(timeoutMs = 5_000) {
    simulator = await startBkashSimulator();
    const sim = simulator;
    const settings: BkashSettings = {
      baseUrl: sim.baseUrl,
      appKey: sim.credentials.appKey,
      appSecret: sim.credentials.appSecret,
      username: sim.credentials.username,
      password: sim.credentials.password,
      shortCode: sim.credentials.shortCode,
      timeoutMs,
      simulated: false,
    };
    server = await startTestServer(
      engine,
      {},
      {
        bkash: (database) => createBkashClient({ db: database.db, settings }),
      },
    );
    const learner = await signedInLearner(server);
    return { server, sim, learner, settings };
  }

  async function startPayment(learner: SignedInLearner, courseId = COURSE): Promise<Started> {
    const response = await learner.client.post('/api/payments/bkash', { courseId });
    expect(response.status, response.text).toBe(201);
    return response.json<Started>();
  }

  /** The browser's return from bKash's page, as our callback route answers it. */
  async function callback(learner: SignedInLearner, callbackUrl: string) {
    const url = new URL(callbackUrl);
    return learner.client.get(url.pathname + url.search);
  }

  async function rows(srv: TestServer, userId: string) {
    const db = srv.testDb.database.db;
    return {
      orders: await db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute(),
      enrolments: await db
        .selectFrom('enrollments')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
      mails: await db
        .selectFrom('mail_outbox')
        .select(['subject'])
        .where('subject', 'like', "You're enrolled%")
        .execute(),
    };
  }

  it('says whether checkout offers it', async () => {
    const { server: srv } = await start();
    const answer = await fetch(`${srv.base}/api/payments/bkash`);
    expect(await answer.json()).toEqual({ enabled: true, simulated: false });
  });

  it('pays on the page, executes once on return, enrols, mails the receipt, and shows "You\'re enrolled"', async () => {
    const { server: srv, sim, learner } = await start();
    const started = await startPayment(learner);
    expect(started.bkashUrl.startsWith(sim.url)).toBe(true);
    const created = sim.payment(started.paymentId);
    expect(created?.amount).toBe('4900');
    const back = await sim.payPage(started.paymentId, WALLET);
    const answer = await callback(learner, back);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/checkout/${COURSE}?bkash=${started.paymentId}`);

    const view = (
      await learner.client.get(`/api/payments/bkash/${started.paymentId}`)
    ).json<BkashPaymentView>();
    expect(view).toMatchObject({ state: 'enrolled', amount: 4900, courseId: COURSE });
    expect(view.message).toBe("bKash confirmed your payment. You're enrolled.");
    expect(view.trxId).toBe(sim.payment(started.paymentId)?.trxID);

    const { orders, enrolments } = await rows(srv, learner.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: view.orderId,
      payment_status: 'verified',
      paid_via: 'bkash_checkout',
      bkash_payment_id: started.paymentId,
      transaction_id: view.trxId,
      mobile_number: WALLET,
      amount: 4900,
    });
    expect(enrolments.map((row) => row.course_id)).toEqual([COURSE]);
    const mail = await srv.mail.waitFor((each) => each.to.includes(learner.email));
    expect(mail.subject).toBe(`You're enrolled in ${findCourse(COURSE)?.title ?? ''}`);
    expect(mail.text).toContain(`Transaction ID: ${view.trxId}`);

    // the trxID is this learner's now: typing it for another order is refused
    const typed = await learner.client.post('/api/orders', {
      courseId: 'docker-fundamentals',
      paymentMethod: 'bkash',
      mobileNumber: WALLET,
      transactionId: view.trxId,
    });
    expect(typed.status).toBe(409);
    // and a second payment for the course is refused: it is owned
    const again = await learner.client.post('/api/payments/bkash', { courseId: COURSE });
    expect(again.status).toBe(409);
  });

  it('twenty callbacks at once (replays, a second tab): one execute, one enrolment, one mail', async () => {
    const { server: srv, sim, learner } = await start();
    const started = await startPayment(learner);
    const back = await sim.payPage(started.paymentId, WALLET);
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(learner, back)));
    expect(answers.every((each) => each.status === 303)).toBe(true);
    expect(sim.payment(started.paymentId)?.executeCalls).toBe(1);
    const { orders, enrolments, mails } = await rows(srv, learner.userId);
    expect(orders).toHaveLength(1);
    expect(enrolments).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const view = (
      await learner.client.get(`/api/payments/bkash/${started.paymentId}`)
    ).json<BkashPaymentView>();
    expect(view.state).toBe('enrolled');
    // a later "failure" or "cancel" for the same payment changes nothing
    await callback(learner, back.replace('status=success', 'status=cancel'));
    expect((await rows(srv, learner.userId)).orders[0]?.payment_status).toBe('verified');
  });

  it('a forged status=success for a payment the payer never approved enrols nobody', async () => {
    const { server: srv, sim, learner } = await start();
    const started = await startPayment(learner);
    const forged = await callback(
      learner,
      `${srv.base}/api/payments/bkash/callback?paymentID=${started.paymentId}&status=success&signature=x`,
    );
    expect(forged.status).toBe(303);
    expect(sim.payment(started.paymentId)?.status).toBe('Initiated');
    const { orders, enrolments } = await rows(srv, learner.userId);
    expect(orders).toHaveLength(0);
    expect(enrolments).toHaveLength(0);
    const view = (
      await learner.client.get(`/api/payments/bkash/${started.paymentId}`)
    ).json<BkashPaymentView>();
    expect(view.state).toBe('confirming');
    // an unknown payment id leads back to checkout, touching nothing
    const unknown = await learner.client.get(
      '/api/payments/bkash/callback?paymentID=TR00nothing&status=success',
    );
    expect(unknown.headers.location).toBe('/checkout');
  });

  it('insufficient balance and cancel: back to checkout with what happened, nothing charged', async () => {
    const { server: srv, sim, learner } = await start();
    const poor = await startPayment(learner);
    await callback(learner, await sim.payPage(poor.paymentId, INSUFFICIENT_BALANCE_WALLET));
    const declined = (
      await learner.client.get(`/api/payments/bkash/${poor.paymentId}`)
    ).json<BkashPaymentView>();
    expect(declined.state).toBe('failed');
    expect(declined.message).toContain('does not have enough balance');

    const closed = await startPayment(learner);
    const back = await sim.payPage(closed.paymentId, WALLET, { closeAt: 'pin' });
    expect(back).toContain('status=cancel');
    await callback(learner, back);
    const cancelled = (
      await learner.client.get(`/api/payments/bkash/${closed.paymentId}`)
    ).json<BkashPaymentView>();
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.message).toContain('nothing was charged');
    expect((await rows(srv, learner.userId)).orders).toHaveLength(0);
    // nothing lost: a new payment starts
    await startPayment(learner);
  });

  it('an execute that answers too late is not repeated: payment/status finds it completed', async () => {
    const { server: srv, sim, learner } = await start(1_000);
    const started = await startPayment(learner);
    const back = await sim.payPage(started.paymentId, WALLET);
    sim.faults.set({ kind: 'delay', call: 'execute', ms: 1_500, times: 1 });
    await callback(learner, back);
    expect(sim.payment(started.paymentId)?.executeCalls).toBe(1);
    const { orders, enrolments } = await rows(srv, learner.userId);
    expect(orders[0]?.payment_status).toBe('verified');
    expect(enrolments).toHaveLength(1);
    const events = await srv.testDb.database.db
      .selectFrom('bkash_events')
      .selectAll()
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(events.map((event) => event.call)).toContain('execute');
  });

  it('an execute whose answer is lost, then bKash down: the sweeper finishes it, exactly once', async () => {
    const { server: srv, sim, learner, settings } = await start();
    const started = await startPayment(learner);
    const back = await sim.payPage(started.paymentId, WALLET);
    sim.faults.set({ kind: 'lose-answer', call: 'execute', mode: 'drop', times: 1 });
    sim.faults.set({ kind: 'maintenance', call: 'status', times: 1 });
    await callback(learner, back);
    expect((await rows(srv, learner.userId)).orders).toHaveLength(0);
    expect(sim.payment(started.paymentId)?.status).toBe('Completed');

    const db = srv.testDb.database.db;
    const deps = {
      db,
      client: createBkashClient({ db, settings }),
      catalogue: { findCourse },
      outbox: srv.outbox,
      publicUrl: srv.base,
      executeTimeoutMs: settings.timeoutMs,
    };
    // too soon: left alone
    expect((await sweepBkashPayments(deps)).checked).toBe(0);
    const later = () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000);
    const swept = await sweepBkashPayments({ ...deps, now: later });
    expect(swept).toMatchObject({ checked: 1, completed: 1 });
    expect(await sweepBkashPayments({ ...deps, now: later })).toMatchObject({ checked: 0 });
    expect(sim.payment(started.paymentId)?.executeCalls).toBe(1);
    const { orders, enrolments, mails } = await rows(srv, learner.userId);
    expect(orders).toHaveLength(1);
    expect(enrolments).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it('a tab closed after the PIN, before the return: the sweeper executes it once and enrols', async () => {
    const { server: srv, sim, learner, settings } = await start();
    const started = await startPayment(learner);
    await sim.payPage(started.paymentId, WALLET);
    const never = await startPayment(learner, 'docker-fundamentals');
    const db = srv.testDb.database.db;
    const later = () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000);
    const swept = await sweepBkashPayments({
      db,
      client: createBkashClient({ db, settings }),
      catalogue: { findCourse },
      outbox: srv.outbox,
      publicUrl: srv.base,
      executeTimeoutMs: settings.timeoutMs,
      now: later,
    });
    expect(swept).toMatchObject({ checked: 2, completed: 1 });
    const { enrolments } = await rows(srv, learner.userId);
    expect(enrolments.map((row) => row.course_id)).toEqual([COURSE]);
    // the payment never approved stays open for its payer, unexecuted
    expect(sim.payment(never.paymentId)?.status).toBe('Initiated');
  });

  it('money that does not match the order is kept as a pending order for staff, nobody enrolled', async () => {
    const { server: srv, sim, learner } = await start();
    const started = await startPayment(learner);
    // Our record of the payment says another amount than bKash's (as if the price had been
    // cut after bKash was asked): bKash moves 4,900, and we cannot explain it.
    await srv.testDb.database.db
      .updateTable('bkash_payments')
      .set({ amount: 3900 })
      .where('payment_id', '=', started.paymentId)
      .execute();
    await callback(learner, await sim.payPage(started.paymentId, WALLET));
    expect(sim.payment(started.paymentId)?.status).toBe('Completed');
    const { orders, enrolments, mails } = await rows(srv, learner.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      payment_status: 'pending',
      amount: 4900,
      paid_via: 'bkash_checkout',
      check_note: 'bKash reported amount ৳4,900, not ৳3,900',
    });
    expect(enrolments).toHaveLength(0);
    expect(mails).toHaveLength(0);
    const view = (
      await learner.client.get(`/api/payments/bkash/${started.paymentId}`)
    ).json<BkashPaymentView>();
    expect(view.state).toBe('review');
    expect(view.message).toContain('a staff member will check it within 24 hours');
  });

  it('a second tab replaces the first payment, which can then never be executed', async () => {
    const { server: srv, sim, learner } = await start();
    const first = await startPayment(learner);
    const second = await startPayment(learner);
    const back = await sim.payPage(first.paymentId, WALLET);
    await callback(learner, back);
    expect(sim.payment(first.paymentId)?.executeCalls ?? 0).toBe(0);
    const view = (
      await learner.client.get(`/api/payments/bkash/${first.paymentId}`)
    ).json<BkashPaymentView>();
    expect(view.state).toBe('cancelled');
    expect(view.message).toContain('newer bKash payment');
    await callback(learner, await sim.payPage(second.paymentId, WALLET));
    expect((await rows(srv, learner.userId)).enrolments).toHaveLength(1);
  });

  it('another learner cannot read a payment, and signed-out visitors cannot start one', async () => {
    const { server: srv, learner } = await start();
    const started = await startPayment(learner);
    const other = await signedInLearner(srv);
    expect((await other.client.get(`/api/payments/bkash/${started.paymentId}`)).status).toBe(404);
    const anonymous = await fetch(`${srv.base}/api/payments/bkash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: srv.base },
      body: JSON.stringify({ courseId: COURSE }),
    });
    expect(anonymous.status).toBe(401);
  });
});
