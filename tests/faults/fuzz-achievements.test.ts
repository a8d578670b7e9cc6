import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulFields } from '../../src/server/http/nul-character';
import {
  checkLeaderboardSettings,
  type AchievementsView,
  type LeaderboardView,
} from '../../src/shared/schemas/achievements';
import { checkLanguageSetting } from '../../src/shared/schemas/language';
import { bodyWithType } from '../helpers/fuzz-requests';
import {
  jsonBodyValue,
  jsonText,
  nastyString,
  parseLikeServer,
  percentEncode,
} from '../helpers/fuzz-values';
import { expectErrorShape, fuzz } from '../helpers/fuzz-checks';
import {
  answeredAtTheGate,
  envelope,
  signedInRequest,
  startFuzzServer,
  type FuzzServer,
} from '../helpers/fuzz-setup';
import { ENGINES, announceSkippedEngines } from '../helpers/test-databases';

announceSkippedEngines();

const MAX_SETTINGS_BODY_BYTES = 4 * 1024;

const MAX_LANGUAGE_BODY_BYTES = 1024;

const validLanguage = fc.record({ language: fc.constantFrom('en', 'bn') }, { requiredKeys: [] });

const validSettings = fc.record(
  {
    displayName: fc.constantFrom('Nusrat J.', 'নুসরাত', "Rafi O'Neill", '  Padma   Cloud  ', 'ab'),
    listed: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe.each(ENGINES)('fuzzing XP and the leaderboard (%s)', (engine) => {
  let fuzzServer: FuzzServer;

  beforeAll(async () => {
    fuzzServer = await startFuzzServer(engine, { learners: 8 });
  });
  afterAll(async () => {
    await fuzzServer.close();
  });

  it('GET /api/me/achievements answers the caller’s own, or 401', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: envelope(server.base, learners, ['userId']),
      request: (input) => signedInRequest(input, 'GET', '/api/me/achievements'),
      check: (input, request, response) => {
        if (answeredAtTheGate(input, request, response, { stateChange: false })) return;
        expect(response.status, response.text).toBe(200);
        const body = JSON.parse(response.text) as AchievementsView;
        expect(body.xp).toBe(0);
        expect(body.badges.every((badge) => badge.earnedAt === null)).toBe(true);
      },
    });
  });

  it('PUT /api/me/leaderboard-settings saves exactly what the schema accepts, else 400 naming the field', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        body: bodyWithType(jsonText(jsonBodyValue(['displayName', 'listed'], validSettings))),
      }),
      request: ({ envelope: input, body }) =>
        signedInRequest(input, 'PUT', '/api/me/leaderboard-settings', body),
      check: async ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_SETTINGS_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const parsed = parseLikeServer(body.body);
        if (!parsed.ok) {
          expect(response.status).toBe(400);
          expect(expectErrorShape(request, response)).toMatchObject({ code: 'invalid_input' });
          return;
        }
        const checked = checkLeaderboardSettings(parsed.value);
        if (!checked.ok) {
          expect(response.status, response.text).toBe(400);
          const error = expectErrorShape(request, response);
          expect(error.code).toBe('invalid_input');
          expect(error.fields).toEqual(checked.fields);
          return;
        }
        if (nulFields(checked.data)) {
          expect(response.status, response.text).toBe(400);
          return;
        }
        expect(response.status, response.text).toBe(200);
        // The fuzzed names are never the learner's email handle: a name is always shown.
        expect(JSON.parse(response.text)).toEqual({ ...checked.data, needsName: false });
        const row = await server.testDb.database.db
          .selectFrom('xp_totals')
          .select(['display_name', 'listed'])
          .where('user_id', '=', input.caller.learner.userId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({
          display_name: checked.data.displayName,
          listed: checked.data.listed ? 1 : 0,
        });
      },
    });
    await fuzzServer.expectInvariants();
  });

  it('PUT /api/me/language saves English or Bangla, and refuses anything else with 400', async () => {
    const { server, client, learners } = fuzzServer;
    await fuzz({
      client,
      generate: fc.record({
        envelope: envelope(server.base, learners),
        body: bodyWithType(jsonText(jsonBodyValue(['language'], validLanguage))),
      }),
      request: ({ envelope: input, body }) =>
        signedInRequest(input, 'PUT', '/api/me/language', body),
      check: async ({ envelope: input, body }, request, response) => {
        const gate = { stateChange: true, maxBytes: MAX_LANGUAGE_BODY_BYTES };
        if (answeredAtTheGate(input, request, response, gate)) return;
        const parsed = parseLikeServer(body.body);
        const checked = parsed.ok ? checkLanguageSetting(parsed.value) : undefined;
        if (!checked?.ok) {
          expect(response.status, response.text).toBe(400);
          expect(expectErrorShape(request, response).code).toBe('invalid_input');
          return;
        }
        expect(response.status, response.text).toBe(200);
        expect(JSON.parse(response.text)).toEqual(checked.data);
        const row = await server.testDb.database.db
          .selectFrom('learner_language')
          .select('language')
          .where('user_id', '=', input.caller.learner.userId)
          .executeTakeFirstOrThrow();
        expect(row.language).toBe(checked.data.language);
      },
    });
    await fuzzServer.expectInvariants();
  });

  it('GET /api/leaderboard answers a board to anyone, 400 for an unknown one', async () => {
    const { server, client, learners } = fuzzServer;
    const board = fc.oneof(
      { arbitrary: fc.constantFrom('week', 'all', ''), weight: 4 },
      { arbitrary: nastyString, weight: 1 },
    );
    await fuzz({
      client,
      generate: fc.record({
        input: envelope(server.base, learners),
        board,
      }),
      request: ({ input, board: name }) =>
        signedInRequest(
          { ...input, query: name === '' ? '' : `?board=${percentEncode(name)}` },
          'GET',
          '/api/leaderboard',
        ),
      check: ({ input, board: name }, request, response) => {
        if (name !== '' && name !== 'week' && name !== 'all') {
          expect(response.status, response.text).toBe(400);
          expect(expectErrorShape(request, response).code).toBe('invalid_board');
          return;
        }
        expect(response.status, response.text).toBe(200);
        const body = JSON.parse(response.text) as LeaderboardView;
        expect(body.board).toBe(name === 'all' ? 'all' : 'week');
        expect(body.rows.length).toBeLessThanOrEqual(50);
        if (input.caller.cookie.session === 'invalid') expect(body.me).toBeNull();
      },
    });
  });
});
