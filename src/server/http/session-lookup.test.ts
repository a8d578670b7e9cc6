import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLearners, type SeededLearner } from '../../../tests/helpers/seed-learners';
import {
  ENGINES,
  announceSkippedEngines,
  createTestDatabase,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { loadConfig } from '../config';
import { SESSION_BATCH_LIMIT, createSessionLookup } from './session-lookup';

announceSkippedEngines();

/** The session token inside a seeded learner's signed cookie value. */
function tokenOf(learner: SeededLearner): string {
  const signed = decodeURIComponent(learner.cookieValue);
  return signed.slice(0, signed.lastIndexOf('.'));
}

describe.each(ENGINES)('batched session lookup (%s)', (engine) => {
  let testDb: TestDatabase;
  let learners: SeededLearner[];
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir });
    learners = await seedLearners({
      config,
      database: testDb.database,
      count: SESSION_BATCH_LIMIT + 6,
    });
  });
  afterAll(async () => testDb.cleanup());

  const counted = () => ({ ...testDb.database, db: testDb.database.db.withPlugin(counter) });

  it('answers the lookups of one turn with one query, each with its own user', async () => {
    const lookup = createSessionLookup(counted());
    const some = learners.slice(0, 5);
    queries = 0;
    const rows = await Promise.all([
      ...some.map((learner) => lookup(tokenOf(learner))),
      lookup('no-such-token'),
      // The same token twice in one turn: both are answered.
      lookup(tokenOf(some[0] as SeededLearner)),
    ]);
    expect(queries).toBe(1);
    expect(rows.slice(0, 5).map((row) => row?.email)).toEqual(some.map((learner) => learner.email));
    expect(rows.slice(0, 5).map((row) => row?.id)).toEqual(some.map((learner) => learner.userId));
    expect(rows[5]).toBeUndefined();
    expect(rows[6]?.email).toBe(some[0]?.email);
  });

  it('reads a larger turn in several queries, and a later turn anew', async () => {
    const lookup = createSessionLookup(counted());
    queries = 0;
    const rows = await Promise.all(learners.map((learner) => lookup(tokenOf(learner))));
    expect(queries).toBe(2);
    expect(rows.map((row) => row?.id)).toEqual(learners.map((learner) => learner.userId));

    // Nothing is kept between turns: a session deleted now is gone on the next lookup.
    const first = learners[0] as SeededLearner;
    await testDb.database.db.deleteFrom('session').where('token', '=', tokenOf(first)).execute();
    expect(await lookup(tokenOf(first))).toBeUndefined();
    expect(queries).toBe(3);
  });

  it('fails every lookup of a turn whose query fails, and the next turn works', async () => {
    let failNext = true;
    const failing: KyselyPlugin = {
      transformQuery: (args) => {
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const lookup = createSessionLookup({
      ...testDb.database,
      db: testDb.database.db.withPlugin(failing),
    });
    const second = learners[1] as SeededLearner;
    const results = await Promise.allSettled([lookup(tokenOf(second)), lookup('other')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await lookup(tokenOf(second)))?.id).toBe(second.userId);
  });
});
