import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../../../tests/helpers/accounts';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { EMPTY_PROFILE_FIELDS } from '../../../../tests/helpers/profiles';
import { rawRequest } from '../../../../tests/helpers/raw-request';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

const FULL_PROFILE = {
  name: 'Nusrat Jahan',
  nameBn: 'নুসরাত জাহান',
  profession: 'DevOps Engineer',
  company: 'Padma Cloud Ltd',
  nationality: 'Bangladeshi',
  email: 'nusrat.work@example.com',
  phoneNumber: '+880 1712-345678',
  facebookUrl: 'https://facebook.com/nusrat',
  linkedinUrl: 'https://www.linkedin.com/in/nusrat',
  githubUrl: 'https://github.com/nusrat',
  institute: 'Viqarunnisa Noon School',
  highSchoolGraduationYear: 2015,
  highSchoolGpa: '5.00',
  profilePictureUrl: '/media/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
};

describe.each(ENGINES)('/api/profile on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  /** A fresh server with one verified, signed-in learner. */
  async function startWithLearner() {
    server = await startTestServer(engine);
    return signUpVerifyAndSignIn(server, 'nusrat@example.com');
  }

  /** A 400 naming each bad field with its message, and no profile saved. */
  async function expectRefused(response: HttpResponse, fields: Record<string, string>) {
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'Some profile fields need correcting.', fields },
    });
    expect(await server.testDb.database.db.selectFrom('profile').selectAll().execute()).toEqual([]);
  }

  /** A JSON save sent as these exact bytes, so a test can send what JSON.stringify never makes. */
  const putProfileBytes = (learner: TestClient, body: string) =>
    rawRequest(server.base, '/api/profile', {
      method: 'PUT',
      as: learner,
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers 401 in the error shape when signed out, for reading and saving', async () => {
    server = await startTestServer(engine);
    const anonymous = new TestClient(server.base);
    const read = await anonymous.get('/api/profile');
    expect(read.status).toBe(401);
    expect(read.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in first.' },
    });
    const save = await anonymous.request('PUT', '/api/profile', { name: 'Intruder' });
    expect(save.status).toBe(401);
  });

  it('starts from the account name and email before the first save', async () => {
    const learner = await startWithLearner();
    const response = await learner.get('/api/profile');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      ...EMPTY_PROFILE_FIELDS,
      name: 'nusrat',
      email: 'nusrat@example.com',
      updatedAt: null,
    });
  });

  it('saves every field, normalised, and reads the same profile back', async () => {
    const learner = await startWithLearner();
    const before = Date.now();
    const saved = await learner.request('PUT', '/api/profile', FULL_PROFILE);
    expect(saved.status).toBe(200);
    const expected = { ...FULL_PROFILE, phoneNumber: '01712345678' };
    expect(saved.json()).toMatchObject(expected);
    const { updatedAt } = saved.json<{ updatedAt: string }>();
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const read = await learner.get('/api/profile');
    expect(read.json()).toEqual({ ...expected, updatedAt });

    // The GPA keeps its exact two decimals on both engines; a number is accepted too.
    const again = await learner.request('PUT', '/api/profile', {
      ...FULL_PROFILE,
      highSchoolGpa: 4.5,
      highSchoolGraduationYear: '2016',
    });
    expect(again.json()).toMatchObject({ highSchoolGpa: '4.50', highSchoolGraduationYear: 2016 });
  });

  it('replaces the whole profile: blank or missing fields are cleared', async () => {
    const learner = await startWithLearner();
    await learner.request('PUT', '/api/profile', FULL_PROFILE);
    const cleared = await learner.request('PUT', '/api/profile', { name: 'Nusrat', company: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json()).toMatchObject({
      name: 'Nusrat',
      company: null,
      githubUrl: null,
      highSchoolGpa: null,
      profilePictureUrl: null,
    });
    const rows = await server.testDb.database.db.selectFrom('profile').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming each bad field with a human message, and saves nothing', async () => {
    const learner = await startWithLearner();
    const response = await learner.request('PUT', '/api/profile', {
      ...FULL_PROFILE,
      highSchoolGraduationYear: 1949,
      highSchoolGpa: 3.555,
      email: 'not-an-email',
      githubUrl: 'javascript:alert(1)',
      phoneNumber: '12345',
      profilePictureUrl: 'https://tracker.example/pixel.gif',
    });
    await expectRefused(response, {
      highSchoolGraduationYear: 'Graduation year must be between 1950 and 2030',
      highSchoolGpa: 'GPA must have at most 2 decimal places (steps of 0.01)',
      email: 'Enter a valid email address, like name@example.com.',
      githubUrl: 'GitHub URL must start with http:// or https://',
      phoneNumber:
        'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +',
      profilePictureUrl: 'Profile picture must be a picture uploaded with Upload Picture',
    });
  });

  it('answers 400 (never 500) for text holding a NUL character, which PostgreSQL cannot store', async () => {
    const learner = await startWithLearner();
    const response = await learner.request('PUT', '/api/profile', {
      ...FULL_PROFILE,
      company: 'Padma\u0000Cloud',
      institute: '\u0000',
    });
    await expectRefused(response, {
      company: 'Must not contain the NUL character (U+0000).',
      institute: 'Must not contain the NUL character (U+0000).',
    });
  });

  it('stores a lone surrogate as U+FFFD, the same on both engines', async () => {
    // JSON can carry one; SQLite kept its three bytes (read back as three U+FFFD), PostgreSQL one.
    const learner = await startWithLearner();
    const saved = await putProfileBytes(learner, '{"name":"Nusrat \\ud800","company":"\\udfff"}');
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Nusrat \uFFFD', company: '\uFFFD' });
    expect((await learner.get('/api/profile')).json()).toMatchObject({
      name: 'Nusrat \uFFFD',
      company: '\uFFFD',
    });
  });

  it('answers 400 (never 500) for a body that is not a JSON object', async () => {
    const learner = await startWithLearner();
    const notJson = await putProfileBytes(learner, '{"name":');
    expect(notJson.status).toBe(400);
    expect(notJson.json()).toMatchObject({
      error: { code: 'invalid_input', message: 'Send the profile as JSON.' },
    });
    const list = await learner.request('PUT', '/api/profile', ['name']);
    expect(list.status).toBe(400);
    expect(list.json()).toMatchObject({
      error: { code: 'invalid_input', message: 'Send the profile as a JSON object.' },
    });
    const huge = await putProfileBytes(learner, JSON.stringify({ name: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it("only ever touches the caller's own row, whatever ids the body carries", async () => {
    server = await startTestServer(engine);
    const alice = await signUpVerifyAndSignIn(server, 'alice@example.com');
    const bob = await signUpVerifyAndSignIn(server, 'bob@example.com');
    const users = await server.testDb.database.db.selectFrom('profile').select('user_id').execute();
    expect(users).toEqual([]);

    await alice.request('PUT', '/api/profile', { ...FULL_PROFILE, name: 'Alice' });
    const aliceSession = (await alice.get('/api/me')).json<{ user: { id: string } }>();
    const aliceId = aliceSession.user.id;

    // Bob names Alice's id in every way a client could; it is ignored.
    const bobSave = await bob.request(
      'PUT',
      `/api/profile?userId=${aliceId}`,
      { name: 'Bob', userId: aliceId, user_id: aliceId, id: aliceId },
      { 'x-user-id': aliceId },
    );
    expect(bobSave.status).toBe(200);
    expect(bobSave.json()).toMatchObject({ name: 'Bob', email: null });

    expect((await bob.get('/api/profile')).json()).toMatchObject({ name: 'Bob' });
    expect((await alice.get('/api/profile')).json()).toMatchObject({
      name: 'Alice',
      email: FULL_PROFILE.email,
    });
    expect((await bob.get(`/api/profile/${aliceId}`)).status).toBe(404);

    const rows = await server.testDb.database.db
      .selectFrom('profile')
      .select(['user_id', 'name'])
      .orderBy('name')
      .execute();
    const bobId = (await bob.get('/api/me')).json<{ user: { id: string } }>().user.id;
    expect(rows).toEqual([
      { user_id: aliceId, name: 'Alice' },
      { user_id: bobId, name: 'Bob' },
    ]);
  });

  it('deletes the profile with its account (foreign key, on delete cascade)', async () => {
    const learner = await startWithLearner();
    await learner.request('PUT', '/api/profile', FULL_PROFILE);
    const { db } = server.testDb.database;
    expect(await db.selectFrom('profile').select('user_id').execute()).toHaveLength(1);
    await sql`delete from ${sql.table('user')}`.execute(db);
    expect(await db.selectFrom('profile').select('user_id').execute()).toEqual([]);
    await expect(
      db
        .insertInto('profile')
        .values({ user_id: 'no-such-user', updated_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a save from another site (Origin check)', async () => {
    const learner = await startWithLearner();
    const response = await rawRequest(server.base, '/api/profile', {
      method: 'PUT',
      as: learner,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(FULL_PROFILE),
    });
    expect(response.status).toBe(403);
    expect((await learner.get('/api/profile')).json()).toMatchObject({ updatedAt: null });
  });
});
