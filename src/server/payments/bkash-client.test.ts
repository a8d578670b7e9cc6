import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { openDatabase, type Database } from '../db/database';
import { createBkashClient } from './bkash-client';
import { BKASH_CODES } from './bkash-codes';
import { startBkashSimulator, type BkashSimulator } from './bkash-simulator/start-simulator';
import {
  DEBIT_BLOCKED_WALLET,
  INSUFFICIENT_BALANCE_WALLET,
  PAYING_WALLETS,
} from './bkash-simulator/wallets';
import type { BkashClient, BkashSettings } from './bkash-types';

announceSkippedEngines();

const T0 = new Date('2026-03-01T06:00:00.000Z');
const MINUTE = 60_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const WALLET = PAYING_WALLETS[0] ?? '01770618575';
const CALLBACK = 'https://academy.example/api/payments/bkash/callback';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const testDb = await createTestDatabase(engine);
  cleanups.push(testDb.cleanup);
  return testDb;
}

/** Another connection to the same database, as a second server process would have. */
function secondInstance(testDb: TestDatabase): Database {
  const other = openDatabase({
    databaseUrl: testDb.databaseUrl,
    dataDir: testDb.dataDir,
    onIdleError: () => undefined,
  });
  cleanups.push(() => other.close());
  return other;
}

async function simulator(
  options: Parameters<typeof startBkashSimulator>[0] = {},
): Promise<BkashSimulator> {
  const started = await startBkashSimulator(options);
  cleanups.push(() => started.close());
  return started;
}

function simulatorSettings(sim: BkashSimulator, timeoutMs = 3_000): BkashSettings {
  return {
    baseUrl: sim.baseUrl,
    appKey: sim.credentials.appKey,
    appSecret: sim.credentials.appSecret,
    username: sim.credentials.username,
    password: sim.credentials.password,
    shortCode: sim.credentials.shortCode,
    timeoutMs,
    simulated: true,
  };
}

function events(db: Database) {
  return db.db.selectFrom('bkash_events').selectAll().orderBy('at').execute();
}

function tokenRows(db: Database) {
  return db.db.selectFrom('bkash_tokens').selectAll().execute();
}

/** A payment the learner has paid on bKash's page, ready to be executed. */
async function paidPayment(
  client: BkashClient,
  sim: BkashSimulator,
  invoice: string,
  wallet = WALLET,
) {
  const created = await client.create({
    amount: 1500,
    invoice,
    payerReference: wallet,
    callbackUrl: CALLBACK,
  });
  if (!created.ok) throw new Error(`create failed: ${created.code} ${created.message}`);
  await sim.payPage(created.value.paymentId, wallet);
  return created.value.paymentId;
}

interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the fake bKash answers: JSON, raw text, or nothing (it hangs until closed). */
type FakeReply = { status?: number; json: unknown } | { status?: number; text: string } | 'hang';

/**
 * A bKash for cases the simulator cannot produce: every request is kept, token calls answer
 * "token-1", "token-2"..., every other call is answered by `reply`.
 */
async function fakeBkash(reply: (request: FakeRequest) => FakeReply) {
  const requests: FakeRequest[] = [];
  let tokens = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').replace('/v1.2.0-beta/tokenized/checkout/', '');
      const request: FakeRequest = {
        path,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      let answer: FakeReply;
      if (path === 'token/grant' || path === 'token/refresh') {
        tokens += 1;
        answer = {
          json: {
            statusCode: '0000',
            statusMessage: 'Successful',
            id_token: `token-${tokens}`,
            token_type: 'Bearer',
            expires_in: 3600,
            refresh_token: 'refresh-1',
          },
        };
      } else {
        answer = reply(request);
      }
      if (answer === 'hang') return;
      const body = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const settings: BkashSettings = {
    baseUrl: `http://127.0.0.1:${port}/v1.2.0-beta/tokenized/checkout`,
    appKey: 'fake-app-key',
    appSecret: 'fake-app-secret',
    username: 'fake-merchant',
    password: 'fake-password',
    shortCode: '50022',
    timeoutMs: 1_000,
    simulated: true,
  };
  return {
    settings,
    requests,
    calls: (path: string) => requests.filter((request) => request.path === path).length,
  };
}

describe.each(ENGINES)('the bKash client on %s', (engine) => {
  it('creates, executes, looks up and refunds a payment through the simulator', async () => {
    const sim = await simulator();
    const { database: db } = await database(engine);
    const client = createBkashClient({ db: db.db, settings: simulatorSettings(sim) });

    const created = await client.create({
      amount: 1500,
      invoice: 'order-1',
      payerReference: WALLET,
      callbackUrl: CALLBACK,
    });
    expect(created).toMatchObject({
      ok: true,
      value: { transactionStatus: 'Initiated', amount: 1500, merchantInvoiceNumber: 'order-1' },
    });
    if (!created.ok) return;
    expect(created.value.bkashUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const paymentId = created.value.paymentId;
    await sim.payPage(paymentId, WALLET);

    const executed = await client.execute(paymentId, { orderId: 'order-1' });
    expect(executed).toMatchObject({
      ok: true,
      value: { paymentId, transactionStatus: 'Completed', amount: 1500, customerMsisdn: WALLET },
    });
    const trxId = executed.ok ? executed.value.trxId : undefined;
    expect(trxId).toMatch(/^[A-Z0-9]{10}$/);

    expect(await client.status(paymentId)).toMatchObject({
      ok: true,
      value: { transactionStatus: 'Completed', trxId, amount: 1500 },
    });
    const found = await client.search(trxId ?? '');
    expect(found).toMatchObject({
      ok: true,
      value: {
        trxId,
        transactionStatus: 'Completed',
        amount: 1500,
        currency: 'BDT',
        customerMsisdn: WALLET,
        organizationShortCode: sim.credentials.shortCode,
      },
    });
    expect(found.ok && found.value.completedTime).toMatch(ISO);

    const refund = { paymentId, trxId: trxId ?? '' };
    const refunded = await client.refund({
      ...refund,
      amount: 500,
      sku: 'devops',
      reason: 'Asked',
    });
    expect(refunded).toMatchObject({
      ok: true,
      value: { originalTrxId: trxId, transactionStatus: 'Completed', amount: 500 },
    });
    const refundTrxId = refunded.ok ? refunded.value.refundTrxId : '';
    expect(refunded.ok && refunded.value.completedTime).toMatch(ISO);
    expect(await client.refundStatus(refund)).toMatchObject({
      ok: true,
      value: { refundTrxId, amount: 500 },
    });

    // One token for all of it, and nothing went wrong to record.
    expect(sim.grants()).toBe(1);
    expect(await events(db)).toEqual([]);
  });

  it("maps bKash's refusals to what they mean, and records each for staff", async () => {
    const sim = await simulator();
    const { database: db } = await database(engine);
    const client = createBkashClient({ db: db.db, settings: simulatorSettings(sim) });

    const poor = await paidPayment(client, sim, 'order-poor', INSUFFICIENT_BALANCE_WALLET);
    expect(await client.execute(poor, { orderId: 'order-poor' })).toEqual({
      ok: false,
      kind: 'insufficient_balance',
      code: '2023',
      message: 'Insufficient Balance',
    });
    const blocked = await paidPayment(client, sim, 'order-blocked', DEBIT_BLOCKED_WALLET);
    expect(await client.execute(blocked)).toMatchObject({ kind: 'debit_blocked', code: '2037' });

    const paid = await paidPayment(client, sim, 'order-paid');
    const executed = await client.execute(paid);
    expect(executed.ok).toBe(true);
    expect(await client.execute(paid)).toMatchObject({ kind: 'already_completed', code: '2117' });
    expect(
      await client.create({
        amount: 1500,
        invoice: 'order-paid',
        payerReference: WALLET,
        callbackUrl: CALLBACK,
      }),
    ).toMatchObject({ kind: 'duplicate', code: '2029' });

    const trxId = executed.ok ? (executed.value.trxId ?? '') : '';
    const refund = { paymentId: paid, trxId, sku: 'devops', reason: 'Asked' };
    expect(await client.refund({ ...refund, amount: 2000 })).toMatchObject({
      kind: 'refund_exceeds_paid',
      code: '2026',
    });
    expect((await client.refund({ ...refund, amount: 1500 })).ok).toBe(true);
    expect(await client.refund({ ...refund, amount: 1500 })).toMatchObject({
      kind: 'already_refunded',
      code: '2034',
    });
    expect(await client.search('ZZZ0000000')).toMatchObject({ kind: 'not_found', code: '2033' });
    expect(await client.status('TR0011nosuchpayment')).toMatchObject({
      kind: 'not_found',
      code: '2002',
    });

    sim.faults.set({ kind: 'maintenance', call: 'search', times: 1 });
    expect(await client.search(trxId)).toMatchObject({ kind: 'unavailable', code: '503' });
    sim.faults.set({ kind: 'error', call: 'status', code: '9999', times: 1 });
    expect(await client.status(paid)).toMatchObject({
      kind: 'unavailable',
      code: '9999',
      message: 'System Error',
    });

    const recorded = await events(db);
    expect(recorded.map((event) => [event.call, event.code])).toEqual([
      ['execute', '2023'],
      ['execute', '2037'],
      ['execute', '2117'],
      ['create', '2029'],
      ['refund', '2026'],
      ['refund', '2034'],
      ['search', '2033'],
      ['status', '2002'],
      ['search', '503'],
      ['status', '9999'],
    ]);
    expect(recorded[0]).toMatchObject({
      order_id: 'order-poor',
      payment_id: poor,
      message: 'Insufficient Balance',
    });
    expect(recorded[0]?.at).toMatch(ISO);
    expect(recorded[1]).toMatchObject({ order_id: null, payment_id: blocked });
  });

  it('shares one token between instances: one grant for 20 calls at once from two', async () => {
    const sim = await simulator();
    const testDb = await database(engine);
    const settings = simulatorSettings(sim);
    const first = createBkashClient({ db: testDb.database.db, settings });
    const second = createBkashClient({ db: secondInstance(testDb).db, settings });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? second : first).create({
          amount: 100 + index,
          invoice: `order-${index}`,
          payerReference: WALLET,
          callbackUrl: CALLBACK,
        }),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(sim.grants()).toBe(1);

    const [row, ...others] = await tokenRows(testDb.database);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: 'default', lease_holder: null, lease_until: null });
    expect(row?.id_token).toBeTruthy();
    const left = Date.parse(row?.expires_at ?? '') - Date.now();
    expect(left).toBeGreaterThan(59 * MINUTE);
    expect(left).toBeLessThanOrEqual(60 * MINUTE);

    // A third instance, started later, finds the token in the database too.
    const third = createBkashClient({ db: secondInstance(testDb).db, settings });
    const answer = await third.status(answers[0]?.ok ? answers[0].value.paymentId : '');
    expect(answer).toMatchObject({ ok: true, value: { transactionStatus: 'Initiated' } });
    expect(sim.grants()).toBe(1);
  });

  it('asks once for the calls waiting on a token bKash refuses, says why, and then waits 10 minutes', async () => {
    const sim = await simulator();
    const { database: db } = await database(engine);
    const settings = { ...simulatorSettings(sim), password: 'not-the-password' };
    let clock = new Date('2026-11-30T03:00:00.000Z');
    const client = createBkashClient({ db: db.db, settings, now: () => clock });

    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((letter) =>
        client.search(`BFD90JRLS${letter}`, { orderId: `order-${letter}` }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        kind: 'auth',
        code: 'http_401',
        message: 'token/grant: Unauthorized',
      });
    }
    expect(sim.grants()).toBe(1);
    const recorded = await events(db);
    expect(recorded.map((event) => [event.call, event.order_id]).sort()).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => ['search', `order-${letter}`]),
    );
    // No token is kept, the lease is given back, and the refusal's time is.
    expect(await tokenRows(db)).toEqual([
      {
        id: 'default',
        id_token: null,
        refresh_token: null,
        expires_at: null,
        granted_at: null,
        lease_until: null,
        lease_holder: null,
        refused_at: '2026-11-30T03:00:00.000Z',
      },
    ]);
    // A wrong password retried at every checkout would get the merchant blocked: for 10
    // minutes nobody asks (another instance neither), then one grant again.
    clock = new Date('2026-11-30T03:09:00.000Z');
    const other = createBkashClient({ db: db.db, settings, now: () => clock });
    const waiting = await other.search('BFD90JRLSF');
    expect(waiting).toMatchObject({ ok: false, kind: 'auth', code: 'token_refused' });
    expect(sim.grants()).toBe(1);
    clock = new Date('2026-11-30T03:10:01.000Z');
    await other.search('BFD90JRLSG');
    expect(sim.grants()).toBe(2);
  });

  it("waits for another instance's token, and takes over a lease its holder let run out", async () => {
    const { database: db } = await database(engine);
    const fake = await fakeBkash(() => ({
      json: { statusCode: '2033', statusMessage: 'Transaction not found' },
    }));
    const client = createBkashClient({ db: db.db, settings: { ...fake.settings, timeoutMs: 300 } });
    const lease = (until: number) =>
      db.db
        .insertInto('bkash_tokens')
        .values({
          id: 'default',
          id_token: null,
          refresh_token: null,
          expires_at: null,
          granted_at: null,
          lease_until: new Date(until).toISOString(),
          lease_holder: 'another-instance',
        })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ lease_until: new Date(until).toISOString() }),
        )
        .execute();

    // Another instance is asking bKash: this one waits its time limit, and does not ask itself.
    await lease(Date.now() + 60_000);
    expect(await client.search('BFD90JRLST')).toMatchObject({
      ok: false,
      kind: 'unavailable',
      code: 'token_wait',
    });
    expect(fake.requests).toEqual([]);

    // That instance died holding the lease: once the lease runs out, this one asks.
    await lease(Date.now() - 1);
    expect(await client.search('BFD90JRLST')).toMatchObject({ kind: 'not_found', code: '2033' });
    expect(fake.requests.map((request) => request.path)).toEqual([
      'token/grant',
      'general/searchTransaction',
    ]);
    expect(await tokenRows(db)).toMatchObject([
      { id_token: 'token-1', lease_holder: null, lease_until: null },
    ]);
  });

  it('refreshes the token once less than 5 minutes are left, not before', async () => {
    let now = T0;
    const clock = () => now;
    const sim = await simulator({ now: clock });
    const testDb = await database(engine);
    const settings = simulatorSettings(sim);
    const client = createBkashClient({ db: testDb.database.db, settings, now: clock });

    const paymentId = (await paidPayment(client, sim, 'order-1')).toString();
    expect(sim.grants()).toBe(1);
    const [granted] = await tokenRows(testDb.database);
    expect(granted).toMatchObject({
      granted_at: T0.toISOString(),
      expires_at: new Date(T0.getTime() + 60 * MINUTE).toISOString(),
    });

    now = new Date(T0.getTime() + 54 * MINUTE);
    expect((await client.status(paymentId)).ok).toBe(true);
    expect(sim.grants()).toBe(1);

    now = new Date(T0.getTime() + 56 * MINUTE);
    expect((await client.status(paymentId)).ok).toBe(true);
    expect(sim.grants()).toBe(2);
    const [refreshed] = await tokenRows(testDb.database);
    expect(refreshed).toMatchObject({
      granted_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 60 * MINUTE).toISOString(),
      // token/refresh keeps the refresh token; a new grant would have brought another.
      refresh_token: granted?.refresh_token,
    });
    expect(refreshed?.id_token).not.toBe(granted?.id_token);

    // Another instance uses the refreshed token rather than asking again.
    const other = createBkashClient({ db: secondInstance(testDb).db, settings, now: clock });
    expect((await other.status(paymentId)).ok).toBe(true);
    expect(sim.grants()).toBe(2);
  });

  it('asks for a new token once when bKash refuses the one it has, and sends the call again', async () => {
    const sim = await simulator();
    const testDb = await database(engine);
    const settings = simulatorSettings(sim);
    const paymentId = await paidPayment(
      createBkashClient({ db: testDb.database.db, settings }),
      sim,
      'order-1',
    );
    // bKash no longer takes the token the instances share (its expiry is still far off).
    await testDb.database.db.updateTable('bkash_tokens').set({ id_token: 'revoked' }).execute();

    const client = createBkashClient({ db: testDb.database.db, settings });
    expect(await client.status(paymentId)).toMatchObject({
      ok: true,
      value: { transactionStatus: 'Initiated' },
    });
    expect(sim.grants()).toBe(2);
    const [row] = await tokenRows(testDb.database);
    expect(row?.id_token).not.toBe('revoked');
    expect(await events(testDb.database)).toEqual([]);
  });

  it('never sends execute twice: no answer, a bad answer or a refused token is unclear', async () => {
    const { database: db } = await database(engine);
    const executeReplies: FakeReply[] = [
      'hang',
      { status: 502, text: '<html><body>Bad Gateway</body></html>' },
      { text: '{"paymentID":"TR0011a","transactionStatus":"Comp' },
      { json: { statusCode: '0000', statusMessage: 'Successful', paymentID: 'TR0011a' } },
      { json: { statusCode: '9999', statusMessage: 'System Error' } },
      {
        status: 503,
        json: { statusCode: '503', statusMessage: 'System is undergoing maintenance' },
      },
      { status: 401, json: { message: 'Unauthorized' } },
    ];
    const fake = await fakeBkash((request) =>
      request.path === 'execute' ? (executeReplies.shift() ?? 'hang') : { json: {} },
    );
    const client = createBkashClient({ db: db.db, settings: { ...fake.settings, timeoutMs: 300 } });

    const outcomes = [];
    for (let index = 0; index < 7; index += 1) {
      outcomes.push(await client.execute('TR0011a', { orderId: 'order-1' }));
    }
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : [outcome.kind, outcome.code]))).toEqual([
      ['unclear', 'timeout'],
      ['unclear', 'http_502'],
      ['unclear', 'bad_json'],
      ['unclear', 'bad_answer'],
      ['unclear', '9999'],
      ['unclear', 'http_503'],
      // The gateway refused the token before bKash saw the call: no money moved, and no retry.
      ['auth', 'http_401'],
    ]);
    expect(fake.calls('execute')).toBe(7);
    expect(fake.calls('token/grant') + fake.calls('token/refresh')).toBe(1);

    const recorded = await events(db);
    expect(recorded).toHaveLength(7);
    expect(recorded[0]).toMatchObject({
      call: 'execute',
      order_id: 'order-1',
      payment_id: 'TR0011a',
      code: 'timeout',
      message: 'bKash did not answer execute within 0.3 s',
    });
  });

  it('sends any other call refused for its token once more, with one new token', async () => {
    const { database: db } = await database(engine);
    const fake = await fakeBkash(() => ({ status: 401, json: { message: 'Unauthorized' } }));
    const client = createBkashClient({ db: db.db, settings: fake.settings });

    expect(await client.status('TR0011a')).toEqual({
      ok: false,
      kind: 'auth',
      code: 'http_401',
      message: 'Unauthorized',
    });
    expect(fake.calls('payment/status')).toBe(2);
    expect(fake.requests.map((request) => request.path)).toEqual([
      'token/grant',
      'payment/status',
      'token/refresh',
      'payment/status',
    ]);
    expect(fake.requests[2]?.body).toMatchObject({ refresh_token: 'refresh-1' });
    expect(fake.requests[3]?.headers.authorization).toBe('token-2');
  });

  it('sends each call as bKash documents it', async () => {
    const { database: db } = await database(engine);
    const fake = await fakeBkash(() => ({
      json: { statusCode: '2056', statusMessage: 'Invalid Payment State' },
    }));
    const client = createBkashClient({ db: db.db, settings: fake.settings });

    await client.create({
      amount: 1500,
      invoice: 'order-1',
      payerReference: WALLET,
      callbackUrl: CALLBACK,
    });
    await client.execute('TR0011a');
    await client.status('TR0011a');
    await client.search('BFD90JRLST');
    await client.refund({
      paymentId: 'TR0011a',
      trxId: 'BFD90JRLST',
      amount: 500,
      sku: 'devops',
      reason: 'Asked',
    });
    await client.refundStatus({ paymentId: 'TR0011a', trxId: 'BFD90JRLST' });

    const [grant, ...calls] = fake.requests;
    expect(grant).toMatchObject({
      path: 'token/grant',
      headers: { username: 'fake-merchant', password: 'fake-password' },
      body: { app_key: 'fake-app-key', app_secret: 'fake-app-secret' },
    });
    expect(grant?.headers.authorization).toBeUndefined();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [
        'create',
        {
          mode: '0011',
          payerReference: WALLET,
          callbackURL: CALLBACK,
          amount: '1500',
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: 'order-1',
        },
      ],
      ['execute', { paymentID: 'TR0011a' }],
      ['payment/status', { paymentID: 'TR0011a' }],
      ['general/searchTransaction', { trxID: 'BFD90JRLST' }],
      [
        'payment/refund',
        {
          paymentID: 'TR0011a',
          trxID: 'BFD90JRLST',
          amount: '500',
          sku: 'devops',
          reason: 'Asked',
        },
      ],
      ['payment/refund', { paymentID: 'TR0011a', trxID: 'BFD90JRLST' }],
    ]);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        authorization: 'token-1',
        'x-app-key': 'fake-app-key',
        'content-type': 'application/json',
        accept: 'application/json',
      });
    }
  });

  it('maps every documented code, in either envelope', async () => {
    const { database: db } = await database(engine);
    const codes = Object.entries(BKASH_CODES);
    let index = 0;
    const fake = await fakeBkash(() => {
      const [code, { message }] = codes[index % codes.length] ?? ['', { message: '' }];
      // Every other answer in the envelope create and execute are documented with.
      const json =
        index % 2
          ? { errorCode: code, errorMessage: message }
          : { statusCode: code, statusMessage: message };
      index += 1;
      return { json };
    });
    const client = createBkashClient({ db: db.db, settings: fake.settings });
    for (const [code, entry] of codes) {
      expect(await client.status('TR0011a'), code).toEqual({
        ok: false,
        kind: entry.kind,
        code,
        message: entry.message,
      });
    }
    expect(await events(db)).toHaveLength(codes.length);
  });

  it('reads a garbled or lost answer from the simulator as unclear; status then tells', async () => {
    const sim = await simulator();
    const { database: db } = await database(engine);
    const client = createBkashClient({ db: db.db, settings: simulatorSettings(sim, 500) });

    const delayed = await paidPayment(client, sim, 'order-delayed');
    sim.faults.set({ kind: 'delay', call: 'execute', ms: 2_000, times: 1 });
    expect(await client.execute(delayed, { orderId: 'order-delayed' })).toMatchObject({
      kind: 'unclear',
      code: 'timeout',
    });
    const garbled = await paidPayment(client, sim, 'order-garbled');
    sim.faults.set({ kind: 'lose-answer', call: 'execute', mode: 'garbage', times: 1 });
    expect(await client.execute(garbled)).toMatchObject({ kind: 'unclear', code: 'bad_json' });
    const dropped = await paidPayment(client, sim, 'order-dropped');
    sim.faults.set({ kind: 'lose-answer', call: 'execute', mode: 'drop', times: 1 });
    expect(await client.execute(dropped)).toMatchObject({ kind: 'unclear', code: 'connection' });

    // Each time the money moved; payment/status says so.
    for (const paymentId of [delayed, garbled, dropped]) {
      expect(await client.status(paymentId)).toMatchObject({
        ok: true,
        value: { transactionStatus: 'Completed' },
      });
    }
    const recorded = await events(db);
    expect(recorded.map((event) => [event.call, event.code, event.payment_id])).toEqual([
      ['execute', 'timeout', delayed],
      ['execute', 'bad_json', garbled],
      ['execute', 'connection', dropped],
    ]);
    expect(recorded[0]?.order_id).toBe('order-delayed');
  });

  it('answers, and never throws, when the database is gone', async () => {
    const testDb = await database(engine);
    const gone = openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
      onIdleError: () => undefined,
    });
    await gone.db.selectFrom('bkash_tokens').selectAll().execute();
    await gone.close();
    const fake = await fakeBkash(() => ({ json: {} }));
    const lines: string[] = [];
    const client = createBkashClient({
      db: gone.db,
      settings: fake.settings,
      log: (line) => lines.push(line),
    });

    expect(await client.status('TR0011a', { orderId: 'order-1' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
      code: 'database',
    });
    expect(fake.requests).toEqual([]);
    expect(lines.join('\n')).toContain('bKash status: its failure could not be recorded');
  });
});
