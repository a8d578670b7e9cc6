import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { FakeLabDriver, passes } from '../../../../tests/helpers/fake-lab-driver';
import { FIRST_LAB, SETUP_LAB, testLabContent } from '../../../../tests/helpers/lab-content';
import { labLearner } from '../../../../tests/helpers/lab-learners';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { LabSessionView } from '../../../shared/schemas/labs';

const COURSE = 'docker-fundamentals';

/** What the session's terminal WebSocket sends first (then it is closed). */
function firstOutput(server: TestServer, cookie: string, sessionId: string): Promise<string> {
  const url = `${server.base.replace('http', 'ws')}/api/labs/sessions/${sessionId}/terminal`;
  const ws = new WebSocket(url, { headers: { cookie, origin: server.base } });
  return new Promise((resolve, reject) => {
    ws.once('message', (data: Buffer) => {
      resolve(data.toString('utf8'));
      ws.close();
    });
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`terminal refused: ${response.statusCode ?? 0}`)),
    );
    ws.once('error', reject);
  });
}

/** The fake driver's sandboxes that no session has (the warm pool's), oldest first. */
function warmIds(driver: FakeLabDriver): string[] {
  return [...driver.sandboxes.entries()]
    .filter(([id, spec]) => spec.userId === 'warm' && !driver.destroyed.includes(id))
    .map(([id]) => id);
}

describe.each(ENGINES)('warm lab sandboxes on %s', (engine) => {
  let server: TestServer;
  let driver: FakeLabDriver;

  beforeAll(async () => {
    driver = new FakeLabDriver();
    // One kind of one-machine lab (linux, host "lab") and FIRST_LAB on two machines.
    const content = testLabContent();
    const first = content.labs.get(FIRST_LAB);
    if (!first) throw new Error('no first lab');
    const hosts = [
      { name: 'control', image: 'ansible' },
      { name: 'node1', image: 'ansible' },
    ];
    const labs = new Map(content.labs).set(FIRST_LAB, { ...first, hosts });
    server = await startTestServer(
      engine,
      {},
      { content: { ...content, labs }, labs: { driver, warmSandboxes: 2 } },
    );
    await server.labs?.tick();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps two booted sandboxes of each kind of one-machine lab, which the sweep leaves alone', async () => {
    const ids = warmIds(driver);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(driver.sandboxes.get(id)?.hosts).toEqual([{ name: 'lab', image: 'linux' }]);
      // Their driver time limit still covers a whole session after ten minutes in the pool.
      expect(driver.sandboxes.get(id)?.ttlSeconds).toBeGreaterThan(70 * 60);
      expect(await server.labs?.isLive(id)).toBe(true);
    }
  });

  it('starts a session on a warm sandbox (setup.sh runs on it), then makes another', async () => {
    const learner = await labLearner(server, [COURSE]);
    const warm = warmIds(driver);
    driver.scripts.set(`setup ${SETUP_LAB}`, passes);
    const made = driver.sandboxes.size;
    const response = await learner.client.post(`/api/labs/${SETUP_LAB}/sessions`);
    expect(response.status, response.text).toBe(201);
    const session = response.json<LabSessionView>();
    expect(session.status).toBe('live');
    expect(warm).toContain(session.id);
    // No sandbox was made for it: the warm one ran its setup, through the runner started with
    // it, and the gated shell started with it is the session's, open now that setup passed.
    expect(driver.execs.filter((exec) => exec.sessionId === session.id)).toEqual([
      { sessionId: session.id, host: 'lab', script: `setup ${SETUP_LAB}` },
    ]);
    expect(driver.prepared.filter((exec) => exec.sessionId === session.id)).toEqual([
      { sessionId: session.id, host: 'lab', state: 'ran' },
    ]);
    const shells = driver.terminals.filter((terminal) => terminal.sessionId === session.id);
    expect(shells).toMatchObject([{ gated: true, opened: true, closed: false }]);
    expect(await firstOutput(server, learner.cookie, session.id)).toContain('lab$ ');
    expect(driver.terminals.filter((entry) => entry.sessionId === session.id)).toHaveLength(1);
    await server.labs?.tick();
    expect(driver.sandboxes.size).toBe(made + 1);
    expect(warmIds(driver).filter((id) => id !== session.id)).toHaveLength(2);
    // The session's sandbox is the session's now: it goes when the session ends.
    await learner.client.request('DELETE', `/api/labs/sessions/${session.id}`);
    expect(driver.destroyed).toContain(session.id);
  });

  it('gives up its warm sandboxes when a session needs their place on the machine', async () => {
    const learner = await labLearner(server, [COURSE]);
    const before = warmIds(driver);
    expect(before).toHaveLength(2);
    // The driver is full: a two-machine lab (never warm) has to wait, and the warm sandboxes
    // go, one per attempt, to make room for it.
    const full = new Error('All 40 lab machines are in use; try again in a few minutes.');
    full.name = 'SandboxLimitError';
    driver.createError = full;
    const response = await learner.client.post(`/api/labs/${FIRST_LAB}/sessions`);
    expect(response.status, response.text).toBe(201);
    await server.labs?.settled();
    // The answer may say 'starting' (a retry, after a warm sandbox went, was under way when it
    // was read); once every attempt has settled, the session waits in the queue.
    await vi.waitFor(async () => {
      await server.labs?.settled();
      const waiting = await learner.client.get(
        `/api/labs/sessions/${response.json<LabSessionView>().id}`,
      );
      expect(waiting.json<LabSessionView>().status).toBe('queued');
    });
    for (const id of before) expect(driver.destroyed).toContain(id);
    driver.createError = null;
    await server.labs?.tick();
    await server.labs?.settled();
    const session = await learner.client.get(
      `/api/labs/sessions/${response.json<LabSessionView>().id}`,
    );
    expect(session.json<LabSessionView>().status).toBe('live');
    await server.labs?.tick();
    expect(warmIds(driver)).toHaveLength(2);
  });

  it('removes its warm sandboxes, their shells and runners when the server stops', async () => {
    const left = warmIds(driver);
    expect(left.length).toBeGreaterThan(0);
    await server.labs?.stopWarm();
    for (const id of left) {
      expect(driver.destroyed).toContain(id);
      expect(driver.terminals.find((terminal) => terminal.sessionId === id)?.closed).toBe(true);
      expect(driver.prepared.find((exec) => exec.sessionId === id)?.state).toBe('cancelled');
    }
  });
});
