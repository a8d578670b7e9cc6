import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { compileLearningContent } from '../../src/server/content/compile/compile-content';
import type { LabDriver } from '../../src/server/labs/lab-driver';
import type {
  LabCheckResult,
  LabFacts,
  LabFinishResult,
  LabSessionView,
} from '../../src/shared/schemas/labs';
import { labLearner, type LabLearner } from '../helpers/lab-learners';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { labsUnavailable, localDriver, projectRoot } from './lab-availability';

// The lab session API on the real local driver: a learner starts the free first lab of Linux
// System Administration, types the lab's solution into the terminal WebSocket, checks every step
// and passes the lab; a reload reaches the same machine; End lab removes it.

const LAB = 'linux-find-and-organise-files';
const LAB_DIR = path.join(projectRoot, 'content/labs/linux-system-administration', LAB);
const unavailable = await labsUnavailable('lab-session-api.test.ts', ['linux']);

function terminal(server: TestServer, learner: LabLearner, sessionId: string) {
  const url = `${server.base.replace('http', 'ws')}/api/labs/sessions/${sessionId}/terminal`;
  const ws = new WebSocket(url, { headers: { origin: server.base, cookie: learner.cookie } });
  let output = '';
  ws.on('message', (data: Buffer) => {
    output += data.toString('utf8');
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`terminal refused: ${response.statusCode ?? 0}`)),
    );
    ws.once('error', reject);
  });
  return {
    ws,
    opened,
    /** Resolves once the terminal has printed `text` (after what it printed so far). */
    async waitFor(text: string, timeoutMs = 20_000) {
      const limit = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (Date.now() > limit) throw new Error(`no "${text}" in: ${output.slice(-500)}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

describe.skipIf(unavailable !== null)('a lab session on the local driver', () => {
  let server: TestServer;
  let driver: LabDriver;

  beforeAll(async () => {
    const real = localDriver();
    // The local driver calls labs unavailable while any image is missing; this lab needs only
    // the linux image, which labsUnavailable checked above.
    driver = {
      name: real.name,
      unavailableReason: () => Promise.resolve(null),
      create: (spec) => real.create(spec),
      exec: (handle, host, script, options) => real.exec(handle, host, script, options),
      terminal: (handle, host, size) => real.terminal(handle, host, size),
      destroy: (sessionId) => real.destroy(sessionId),
      list: () => real.list(),
    };
    server = await startTestServer(
      'sqlite',
      {},
      { content: await compileLearningContent(), labs: { driver } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts, solves through the terminal, passes every check, reattaches and ends', async () => {
    const learner = await labLearner(server);
    const facts = (await learner.client.get(`/api/labs/${LAB}`)).json<LabFacts>();
    expect(facts).toMatchObject({ access: 'free', unavailableReason: null });

    const started = Date.now();
    const response = await learner.client.post(`/api/labs/${LAB}/sessions`);
    expect(response.status, response.text).toBe(201);
    const session = response.json<LabSessionView>();
    expect(session.status).toBe('live');
    console.log(`[labs] session live after ${Date.now() - started} ms`);
    try {
      const check = async (step: number) => {
        const answer = await learner.client.post(
          `/api/labs/sessions/${session.id}/steps/${step}/check`,
        );
        expect(answer.status, answer.text).toBe(200);
        return answer.json<LabCheckResult>();
      };
      const fresh = await check(1);
      expect(fresh.passed).toBe(false);
      expect(fresh.hints).toContain('/srv/archive/logs does not exist yet.');

      const shell = terminal(server, learner, session.id);
      await shell.opened;
      const solve = readFileSync(path.join(LAB_DIR, 'solve.sh')).toString('base64');
      shell.ws.send(`echo ${solve} | base64 -d | bash; echo "SOLVED-$((40 + 2))"\r`);
      await shell.waitFor('SOLVED-42');
      shell.ws.send('echo reload-proof > /root/marker\r');
      await new Promise((done) => setTimeout(done, 300));

      const results: LabCheckResult[] = [];
      for (const step of facts.steps) results.push(await check(step.number));
      expect(results.map((result) => result.passed)).toEqual(facts.steps.map(() => true));
      expect(results.at(-1)?.labPassed).toBe(true);
      // The last step's pass set off the final run: every step again, on the solved machine.
      expect(results.at(-1)?.finalRun).toMatchObject({ passed: true, failedStep: null });
      expect(results.slice(0, -1).every((result) => result.finalRun === null)).toBe(true);
      const progress = await server.testDb.database.db
        .selectFrom('learning_progress')
        .select(['item_id', 'kind'])
        .where('user_id', '=', learner.userId)
        .execute();
      expect(progress).toEqual([{ item_id: LAB, kind: 'lab' }]);

      // A reload: a new WebSocket, attached to the same shell on the same machine.
      const closed = new Promise<number>((resolve) => shell.ws.once('close', resolve));
      const again = terminal(server, learner, session.id);
      await again.opened;
      expect(await closed).toBe(4002);
      again.ws.send('tr a-z A-Z < /root/marker; echo "END-$((1 + 1))"\r');
      await again.waitFor('END-2');
      await again.waitFor('RELOAD-PROOF');
      again.ws.close();
    } finally {
      const ended = await learner.client.request('DELETE', `/api/labs/sessions/${session.id}`);
      expect(ended.json<LabSessionView>().status).toBe('ended');
    }
    const left = await driver.list();
    expect(left.map((sandbox) => sandbox.sessionId)).not.toContain(session.id);
  });

  it('does not pass a lab whose passed step was undone, at the last check or at Finish, and does no fake through a shadowed tool', async () => {
    const learner = await labLearner(server);
    const response = await learner.client.post(`/api/labs/${LAB}/sessions`);
    expect(response.status, response.text).toBe(201);
    const session = response.json<LabSessionView>();
    const base = `/api/labs/sessions/${session.id}`;
    const check = async (step: number) =>
      (await learner.client.post(`${base}/steps/${step}/check`)).json<LabCheckResult>();
    const finish = async () =>
      (await learner.client.post(`${base}/finish`)).json<LabFinishResult>();
    const shell = terminal(server, learner, session.id);
    const type = async (line: string, done: string) => {
      shell.ws.send(`${line}; echo "${done}-$((6 * 7))"\r`);
      await shell.waitFor(`${done}-42`);
    };
    try {
      await shell.opened;
      const solve = readFileSync(path.join(LAB_DIR, 'solve.sh')).toString('base64');
      await type(`echo ${solve} | base64 -d | bash`, 'SOLVED');
      expect((await check(1)).passed).toBe(true);
      expect((await check(2)).passed).toBe(true);
      // Step 2 undone (the logs back in the inbox), and tools a check might call shadowed in the
      // learner's PATH: step 3 still passes on its own, but the final run it sets off does not.
      await type(
        // single quotes: `!` in double quotes is history expansion in an interactive shell
        "mv /srv/archive/logs/*.log /srv/inbox/ && for t in find bash wc grep tar; do printf '#!/bin/sh\\nexit 0\\n' > /usr/local/bin/$t; chmod +x /usr/local/bin/$t; done",
        'UNDONE',
      );
      const last = await check(3);
      expect(last.passed).toBe(true);
      expect(last.finalRun).toMatchObject({ passed: false, failedStep: 2 });
      expect(last.labPassed).toBe(false);
      const finished = await finish();
      expect(finished.labPassed).toBe(false);
      expect(finished.finalRun).toMatchObject({ passed: false, failedStep: 2 });
      const progress = () =>
        server.testDb.database.db
          .selectFrom('learning_progress')
          .select('item_id')
          .where('user_id', '=', learner.userId)
          .execute();
      expect(await progress()).toEqual([]);
      // Redone: Finish passes the lab.
      await type(
        'rm -f /usr/local/bin/{find,bash,wc,grep,tar} && /usr/bin/mv /srv/inbox/*.log /srv/archive/logs/',
        'REDONE',
      );
      const again = await finish();
      expect(again.finalRun).toMatchObject({ passed: true, failedStep: null });
      expect(again.labPassed).toBe(true);
      expect(await progress()).toEqual([{ item_id: LAB }]);
    } finally {
      shell.ws.close();
      await learner.client.request('DELETE', base);
    }
  });
});
