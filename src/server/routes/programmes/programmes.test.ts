import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/helpers/http-client';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { findProgramme } from '../../../shared/catalogue/programmes';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/product-messages';
import { notifyOpenedProgrammes } from './programme-waitlist.service';

const PREPARING = 'system-design-for-engineers';
const waitlist = (slug: string) => `/api/programmes/${slug}/waitlist`;

describe.each(ENGINES)('programmes in preparation on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('cannot be bought: no order is recorded for a programme without labs', async () => {
    expect(findProgramme(PREPARING)?.onSale).toBe(false);
    const { client, userId } = await signedInLearner(server);
    const response = await client.post('/api/orders', {
      courseId: PREPARING,
      paymentMethod: 'bkash',
      mobileNumber: '01712345678',
      transactionId: 'SD7Q2K9X4M',
    });
    expect(response.status, response.text).toBe(409);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'not_on_sale',
      message: PRODUCT_MESSAGES.notOnSale,
    });
    const orders = await server.testDb.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('keeps a signed-in learner on its list until they leave, and refuses everyone else', async () => {
    const anonymous = new TestClient(server.base);
    expect((await anonymous.request('PUT', waitlist(PREPARING))).status).toBe(401);

    const { client, userId } = await signedInLearner(server);
    expect((await client.get(waitlist(PREPARING))).json()).toEqual({ onList: false });
    const joined = await client.request('PUT', waitlist(PREPARING));
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json()).toEqual({ onList: true });
    // twice is still once
    expect((await client.request('PUT', waitlist(PREPARING))).json()).toEqual({ onList: true });
    const rows = () =>
      server.testDb.database.db
        .selectFrom('programme_waitlist')
        .select('programme_slug')
        .where('user_id', '=', userId)
        .execute();
    expect(await rows()).toEqual([{ programme_slug: PREPARING }]);
    expect((await client.get(waitlist(PREPARING))).json()).toEqual({ onList: true });

    expect((await client.request('DELETE', waitlist(PREPARING))).json()).toEqual({
      onList: false,
    });
    expect(await rows()).toEqual([]);

    const onSale = await client.request('PUT', waitlist('docker-hands-on-labs'));
    expect(onSale.status).toBe(409);
    expect((await client.request('PUT', waitlist('no-such-programme'))).status).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('mails each waiting learner once when the programme goes on sale', async () => {
    const { client, userId } = await signedInLearner(server);
    expect((await client.request('PUT', waitlist(PREPARING))).status).toBe(200);
    const { db } = server.testDb.database;
    const user = await db
      .selectFrom('user')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const deps = { db, outbox: server.outbox, publicUrl: server.base };
    const released = [{ slug: PREPARING, title: 'System Design for Engineers', onSale: true }];

    expect(await notifyOpenedProgrammes(deps, new Date(), released)).toBeGreaterThanOrEqual(1);
    const mail = await server.mail.waitFor(
      (each) => each.to.includes(user.email) && each.subject.includes('System Design'),
    );
    expect(mail.subject).toBe('System Design for Engineers is open');
    expect(mail.text).toContain(`${server.base}/labs/${PREPARING}`);
    // a second start sends nothing more
    expect(await notifyOpenedProgrammes(deps, new Date(), released)).toBe(0);
    // while it is still in preparation, nobody is mailed
    const { client: other } = await signedInLearner(server);
    await other.request('PUT', waitlist(PREPARING));
    expect(await notifyOpenedProgrammes(deps)).toBe(0);
  });
});
