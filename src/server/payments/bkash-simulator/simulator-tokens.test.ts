import { afterEach, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  callApi,
  createRequest,
  grantRequest,
  grantToken,
  postJson,
} from './simulator-test-client';
import { startBkashSimulator, type BkashSimulator } from './start-simulator';

let simulator: BkashSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

/** A clock the test moves by hand. */
function clock(start = '2026-03-01T06:00:00.000Z') {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('token/grant and token/refresh', () => {
  it('grants an hour-long Bearer id_token with a refresh_token', async () => {
    simulator = await startBkashSimulator();
    const answer = await grantRequest(simulator);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(answer.body.id_token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(answer.body.refresh_token).toEqual(expect.any(String));
    expect(simulator.grants()).toBe(1);
  });

  it('refuses wrong credentials: the gateway for the password, code 2001 for the app key', async () => {
    simulator = await startBkashSimulator();
    const { username, appKey, appSecret } = simulator.credentials;
    const url = `${simulator.baseUrl}/token/grant`;

    const wrongPassword = await postJson(
      url,
      { app_key: appKey, app_secret: appSecret },
      { username, password: 'not-it' },
    );
    expect(wrongPassword).toEqual({ status: 401, body: { message: 'Unauthorized' } });

    const wrongKey = await postJson(
      url,
      { app_key: 'not-it', app_secret: appSecret },
      { username, password: simulator.credentials.password },
    );
    expect(wrongKey).toEqual({
      status: 200,
      body: { statusCode: '2001', statusMessage: 'Invalid App Key' },
    });
  });

  it('refreshes with the refresh_token into a new id_token that works', async () => {
    simulator = await startBkashSimulator();
    const granted = await grantRequest(simulator);
    const { username, password, appKey, appSecret } = simulator.credentials;

    const refreshed = await postJson(
      `${simulator.baseUrl}/token/refresh`,
      { app_key: appKey, app_secret: appSecret, refresh_token: granted.body.refresh_token },
      { username, password },
    );

    expect(refreshed.body).toMatchObject({ statusCode: '0000', expires_in: 3600 });
    expect(refreshed.body.id_token).not.toBe(granted.body.id_token);
    const created = await callApi(
      simulator,
      String(refreshed.body.id_token),
      '/create',
      createRequest(),
    );
    expect(created.body.statusCode).toBe('0000');
    expect(simulator.grants()).toBe(2);
  });

  it('refuses a third grant or refresh within a sliding hour, and allows one after', async () => {
    const time = clock();
    simulator = await startBkashSimulator({ now: time.now });
    await grantToken(simulator);
    time.advance(20 * 60 * 1000);
    await grantToken(simulator);
    time.advance(20 * 60 * 1000);

    expect(await grantRequest(simulator)).toEqual({
      status: 429,
      body: { message: 'Too Many Requests' },
    });
    expect(simulator.grants()).toBe(3);

    // An hour after the first grant, one of the two has left the window.
    time.advance(20 * 60 * 1000);
    expect((await grantRequest(simulator)).body.statusCode).toBe('0000');
  });

  it('takes its grant limit from the options', async () => {
    simulator = await startBkashSimulator({ grantLimitPerHour: 1 });
    await grantToken(simulator);
    expect((await grantRequest(simulator)).status).toBe(429);
  });
});

describe('authenticated calls', () => {
  it('refuses a missing, unknown, "Bearer"-prefixed or expired id_token with 401', async () => {
    const time = clock();
    simulator = await startBkashSimulator({ now: time.now });
    const token = await grantToken(simulator);
    const url = `${simulator.baseUrl}/create`;
    const appKey = { 'x-app-key': simulator.credentials.appKey };
    const unauthorized = { status: 401, body: { message: 'Unauthorized' } };

    expect(await postJson(url, createRequest(), appKey)).toEqual(unauthorized);
    expect(await postJson(url, createRequest(), { ...appKey, authorization: 'made-up' })).toEqual(
      unauthorized,
    );
    expect(
      await postJson(url, createRequest(), { ...appKey, authorization: `Bearer ${token}` }),
    ).toEqual(unauthorized);

    time.advance(3599 * 1000);
    expect((await callApi(simulator, token, '/create', createRequest())).status).toBe(200);
    time.advance(1000);
    expect(await callApi(simulator, token, '/create', createRequest())).toEqual(unauthorized);
    expect(simulator.payments()).toHaveLength(1);
  });

  it('refuses a wrong X-App-Key with code 2001', async () => {
    simulator = await startBkashSimulator();
    const token = await grantToken(simulator);

    const answer = await postJson(`${simulator.baseUrl}/create`, createRequest(), {
      ...apiHeaders(simulator, token),
      'x-app-key': 'someone-else',
    });

    expect(answer).toEqual({
      status: 200,
      body: { statusCode: '2001', statusMessage: 'Invalid App Key' },
    });
    expect(simulator.payments()).toHaveLength(0);
  });

  it('answers a path bKash does not have as its gateway does', async () => {
    simulator = await startBkashSimulator();
    const answer = await postJson(`${simulator.baseUrl}/payment/cancel`, {});
    expect(answer).toEqual({ status: 403, body: { message: 'Missing Authentication Token' } });
  });
});
