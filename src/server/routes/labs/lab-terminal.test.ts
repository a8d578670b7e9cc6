import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { fails, passes, type FakeLabDriver } from '../../../../tests/helpers/fake-lab-driver';
import { startFakeLabServer } from '../../../../tests/helpers/fake-lab-server';
import { TestClient } from '../../../../tests/helpers/http-client';
import { FIRST_LAB, SETUP_LAB } from '../../../../tests/helpers/lab-content';
import { labLearner, type LabLearner } from '../../../../tests/helpers/lab-learners';
import { requestResetToken } from '../../../../tests/helpers/password-reset';
import { announceSkippedEngines, ENGINES } from '../../../../tests/helpers/test-databases';
import { terminalBurst } from '../../../../tests/helpers/terminal-burst';
import type { TestServer } from '../../../../tests/helpers/test-server';
import { resizeFrame, TERMINAL_CLOSE, type LabSessionView } from '../../../shared/schemas/labs';
import type { ExecResult } from '../../labs/lab-driver';
import { SIGNED_OUT_REASON } from './lab-terminals';
import { TERMINAL_OPENS_PER_LEARNER, TERMINAL_OPENS_PER_SESSION } from './lab-session-rules';

announceSkippedEngines();

type Connection = { ws: WebSocket; received: string[] } | { status: number; retryAfter?: string };

/** Opens the terminal WebSocket as a browser on `origin` would; a refusal is its HTTP status. */
function connect(
  server: TestServer,
  sessionId: string,
  options: { cookie?: string; origin?: string | null; query?: string } = {},
): Promise<Connection> {
  const url = `${server.base.replace('http', 'ws')}/api/labs/sessions/${sessionId}/terminal${options.query ?? ''}`;
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? server.base : options.origin;
  if (origin) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const received: string[] = [];
    ws.on('message', (data: Buffer) => received.push(data.toString('utf8')));
    ws.once('open', () => resolve({ ws, received }));
    ws.once('unexpected-response', (_request, response) => {
      const retryAfter = response.headers['retry-after'];
      resolve({ status: response.statusCode ?? 0, ...(retryAfter ? { retryAfter } : {}) });
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

function opened(connection: Connection) {
  if ('status' in connection) throw new Error(`refused with ${connection.status}`);
  return connection;
}

function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code: number) => resolve(code)));
}

function closing(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString('utf8') }),
    ),
  );
}

async function until(
  condition: () => boolean,
  what: string,
  poll: () => Promise<void> = () => Promise.resolve(),
) {
  const limit = Date.now() + 2000;
  await poll();
  while (!condition()) {
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 10));
    await poll();
  }
}

describe.each(ENGINES)('the lab terminal WebSocket on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;

  beforeAll(async () => ({ server, driver } = await startFakeLabServer(engine)));
  afterAll(() => server.close());

  async function liveSession(learner: LabLearner): Promise<LabSessionView> {
    const response = await learner.client.post(`/api/labs/${FIRST_LAB}/sessions`);
    expect(response.status, response.text).toBe(201);
    return response.json<LabSessionView>();
  }

  it('echoes keystrokes both ways and resizes on a resize frame', async () => {
    const learner = await labLearner(server);
    const session = await liveSession(learner);
    const { ws, received } = opened(
      await connect(server, session.id, { cookie: learner.cookie, query: '?cols=120&rows=40' }),
    );
    ws.send('ls -la\r');
    await until(() => received.join('').includes('ls -la\r'), 'the echo');
    ws.send(resizeFrame(100, 30));
    await until(() => received.join('').includes('[resized to 100x30]'), 'the resize');
    const terminal = driver.terminals.find((candidate) => candidate.sessionId === session.id);
    expect(terminal?.host).toBe('lab');
    // Opened while the session started (gated until setup.sh had run), at the default size,
    // then sized as the browser's terminal when the socket attached.
    expect(terminal).toMatchObject({ gated: true, opened: true });
    expect(terminal?.sizes).toEqual([
      { cols: 80, rows: 24 },
      { cols: 120, rows: 40 },
      { cols: 100, rows: 30 },
    ]);
    expect(received.join('')).toContain('lab$ ');
    // A resize frame is not typed into the shell.
    expect(received.join('')).not.toContain('"type":"resize"');

    const closed = closeCode(ws);
    ws.send('exit\r');
    expect(await closed).toBe(TERMINAL_CLOSE.shellExited);
  });

  it('opens the shell while setup.sh runs, starts it only once setup succeeded, and closes it when setup fails', async () => {
    const learner = await labLearner(server, ['docker-fundamentals']);
    let finishSetup: (result: ExecResult) => void = () => undefined;
    driver.scripts.set(
      `setup ${SETUP_LAB}`,
      () => new Promise<ExecResult>((resolve) => (finishSetup = resolve)),
    );
    const shellsBefore = driver.terminals.length;
    // The start waits for the sandbox (setup.sh included) before it answers.
    const starting = learner.client.post(`/api/labs/${SETUP_LAB}/sessions`);
    await until(() => driver.terminals.length > shellsBefore, 'the shell to open during setup');
    const shell = driver.terminals.at(-1);
    // The shell waits: what setup.sh writes to ~/.bashrc must apply to it.
    expect(shell).toMatchObject({ gated: true, opened: false });
    finishSetup(passes);
    const session = (await starting).json<LabSessionView>();
    expect(session).toMatchObject({ id: shell?.sessionId, status: 'live' });
    expect(shell?.opened).toBe(true);
    const { ws, received } = opened(await connect(server, session.id, { cookie: learner.cookie }));
    await until(() => received.join('').includes('lab$ '), 'the prompt');
    ws.close();
    await learner.client.request('DELETE', `/api/labs/sessions/${session.id}`);

    // A failing setup.sh: the session fails, and the waiting shell is closed, never started.
    driver.scripts.set(`setup ${SETUP_LAB}`, fails('', 'no disk'));
    const failed = (
      await learner.client.post(`/api/labs/${SETUP_LAB}/sessions`)
    ).json<LabSessionView>();
    await server.labs?.settled();
    const failedShell = driver.terminals.find((terminal) => terminal.sessionId === failed.id);
    expect(failedShell).toMatchObject({ opened: false, closed: true });
  });

  it('refuses a signed-out caller, another learner, a foreign page and an ended session', async () => {
    const owner = await labLearner(server);
    const other = await labLearner(server);
    const session = await liveSession(owner);
    const shells = () => driver.terminals.filter((terminal) => terminal.sessionId === session.id);
    // The session's one shell, opened as it started.
    expect(shells()).toHaveLength(1);
    expect(await connect(server, session.id)).toEqual({ status: 401 });
    expect(await connect(server, session.id, { cookie: other.cookie })).toEqual({ status: 403 });
    expect(
      await connect(server, session.id, { cookie: owner.cookie, origin: 'https://evil.example' }),
    ).toEqual({ status: 403 });
    expect(await connect(server, session.id, { cookie: owner.cookie, origin: null })).toEqual({
      status: 403,
    });
    expect(await connect(server, 'not-a-session', { cookie: owner.cookie })).toEqual({
      status: 404,
    });
    await owner.client.request('DELETE', `/api/labs/sessions/${session.id}`);
    expect(await connect(server, session.id, { cookie: owner.cookie })).toEqual({ status: 409 });
    // No refused socket opened another, and the session's closed with it.
    expect(shells()).toHaveLength(1);
    expect(shells()[0]?.closed).toBe(true);
  });

  it('ends the session when its sandbox is gone', async () => {
    const learner = await labLearner(server);
    const session = await liveSession(learner);
    // Removed behind the server's back: the driver's own time limit, or a restarted machine.
    driver.vanish(session.id);
    const { ws } = opened(await connect(server, session.id, { cookie: learner.cookie }));
    expect(await closeCode(ws)).toBe(TERMINAL_CLOSE.sessionEnded);
    let after: LabSessionView | undefined;
    await until(
      () => after?.status === 'ended',
      'the session to end',
      async () => {
        after = (
          await learner.client.get(`/api/labs/sessions/${session.id}`)
        ).json<LabSessionView>();
      },
    );
    expect(after?.endReason).toBe('removed');
  });

  it('reattaches a reloaded page to the same sandbox and closes the old socket', async () => {
    const learner = await labLearner(server);
    const session = await liveSession(learner);
    const first = opened(await connect(server, session.id, { cookie: learner.cookie }));
    await until(
      () => driver.terminals.some((terminal) => terminal.sessionId === session.id),
      'the first shell',
    );
    first.ws.send('ls\r');
    await until(() => first.received.join('').includes('ls\r'), 'the first echo');
    const firstClosed = closeCode(first.ws);
    const second = opened(await connect(server, session.id, { cookie: learner.cookie }));
    expect(await firstClosed).toBe(TERMINAL_CLOSE.replaced);
    // The same shell: the new page is shown its latest output, and carries on from there.
    await until(() => second.received.join('').includes('ls\r'), 'the latest output');
    second.ws.send('pwd\r');
    await until(() => second.received.join('').includes('pwd\r'), 'the echo');
    const shells = driver.terminals.filter((terminal) => terminal.sessionId === session.id);
    expect(shells.map((shell) => shell.closed)).toEqual([false]);
    expect(driver.sandboxes.has(session.id)).toBe(true);

    const ended = closeCode(second.ws);
    await learner.client.request('DELETE', `/api/labs/sessions/${session.id}`);
    expect(await ended).toBe(TERMINAL_CLOSE.sessionEnded);
  });
  it('opens one shell for a burst of 100 upgrades, and refuses those past the limits', async () => {
    const owner = await labLearner(server);
    const session = await liveSession(owner);
    // Another learner's tries at this session are refused as not theirs, and do not use up
    // the owner's count for the session.
    const other = await labLearner(server);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await connect(server, session.id, { cookie: other.cookie })).toEqual({ status: 403 });
    }

    const { results, healthMs } = await terminalBurst(server, session.id, owner.cookie);
    const accepted = results.filter((result) => result.status === 101);
    const refused = results.filter((result) => result.status !== 101);
    console.log(
      `[terminals] fake driver on ${engine}: ${accepted.length} upgrades accepted, ${refused.length} refused; /api/health took at most ${Math.max(...healthMs).toFixed(1)} ms (${healthMs.length} requests)`,
    );
    // Two at a time per sign-in get as far as the database; at most 20 a minute per session
    // pass it (how many of the 100 overlap depends on how fast they arrive).
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(TERMINAL_OPENS_PER_SESSION.max);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    }
    // One shell for the whole burst: each socket attached to it replaced the one before.
    expect(driver.terminals.filter((terminal) => terminal.sessionId === session.id)).toEqual([
      expect.objectContaining({ closed: false }),
    ]);
    expect(accepted.filter((result) => result.closeCode === TERMINAL_CLOSE.replaced)).toHaveLength(
      accepted.length - 1,
    );
    await owner.client.request('DELETE', `/api/labs/sessions/${session.id}`);
  }, 30_000);

  it('counts terminal openings in the database: 20 a minute for a session, 30 for a learner', async () => {
    const learner = await labLearner(server);
    const first = await liveSession(learner);
    const openAndClose = async (sessionId: string) => {
      const { ws } = opened(await connect(server, sessionId, { cookie: learner.cookie }));
      const closed = closeCode(ws);
      ws.close();
      await closed;
    };
    for (let count = 0; count < TERMINAL_OPENS_PER_SESSION.max; count += 1) {
      await openAndClose(first.id);
    }
    expect(await connect(server, first.id, { cookie: learner.cookie })).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    // A new session has its own count; the learner's, which counted the refusal too, runs out.
    await learner.client.request('DELETE', `/api/labs/sessions/${first.id}`);
    const second = await liveSession(learner);
    const left = TERMINAL_OPENS_PER_LEARNER.max - TERMINAL_OPENS_PER_SESSION.max - 1;
    for (let count = 0; count < left; count += 1) await openAndClose(second.id);
    expect(await connect(server, second.id, { cookie: learner.cookie })).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    expect(driver.terminals.filter((terminal) => terminal.sessionId === second.id)).toHaveLength(1);
    await learner.client.request('DELETE', `/api/labs/sessions/${second.id}`);
  }, 30_000);

  it('closes an open terminal, and its shell, when the learner signs out', async () => {
    const learner = await labLearner(server);
    const session = await liveSession(learner);
    const { ws } = opened(await connect(server, session.id, { cookie: learner.cookie }));
    await until(
      () => driver.terminals.some((terminal) => terminal.sessionId === session.id),
      'the shell',
    );
    const closed = closing(ws);
    expect((await learner.client.post('/api/auth/sign-out', {})).status).toBe(200);
    // The re-check main.ts runs every 15 s.
    await server.labs?.tick();
    expect(await closed).toEqual({ code: TERMINAL_CLOSE.signedOut, reason: SIGNED_OUT_REASON });
    const shell = driver.terminals.find((terminal) => terminal.sessionId === session.id);
    expect(shell?.closed).toBe(true);
    expect(await connect(server, session.id, { cookie: learner.cookie })).toEqual({ status: 401 });
  }, 30_000);

  it('closes an open terminal when a password reset revokes its sign-in', async () => {
    const email = `terminal-reset-${Date.now()}@example.com`;
    const client = await signUpVerifyAndSignIn(server, email);
    const started = await client.post(`/api/labs/${FIRST_LAB}/sessions`);
    expect(started.status, started.text).toBe(201);
    const session = started.json<LabSessionView>();
    const { ws } = opened(await connect(server, session.id, { cookie: client.cookieHeader() }));
    await until(
      () => driver.terminals.some((terminal) => terminal.sessionId === session.id),
      'the shell',
    );
    // A tick while the sign-in is valid leaves the terminal open.
    await server.labs?.tick();
    expect(ws.readyState).toBe(WebSocket.OPEN);

    const closed = closing(ws);
    const phone = new TestClient(server.base);
    const { token } = await requestResetToken(server, phone, email);
    const reset = await phone.post('/api/auth/reset-password', {
      token,
      newPassword: 'Padma-Bridge-2025',
    });
    expect(reset.status).toBe(200);
    await server.labs?.tick();
    expect(await closed).toEqual({ code: TERMINAL_CLOSE.signedOut, reason: SIGNED_OUT_REASON });
    const shell = driver.terminals.find((terminal) => terminal.sessionId === session.id);
    expect(shell?.closed).toBe(true);
  }, 30_000);
});
