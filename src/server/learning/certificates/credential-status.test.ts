import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import {
  HUNDRED_ITEM_LESSONS,
  hundredItemCourse,
} from '../../../../tests/helpers/learning-content';
import { insertCertificate } from '../../../../tests/helpers/certificates';
import { insertPaidOrder } from '../../../../tests/helpers/orders';
import { signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { LearningContent } from '../../content/content-types';
import type { MyCertificate } from '../../../shared/schemas/certificates';
import type { RefundRequestView } from '../../../shared/schemas/refund';
import { grantStaff } from '../../staff/staff.service';
import { reissueCredentialsWithStatus } from './certificates';
import {
  allocateStatusIndex,
  encodeStatusList,
  STATUS_LIST_ENTRIES,
  statusPosition,
} from './credential-status';

const COURSE = 'docker-fundamentals';
const LEARN = `/api/learn/${COURSE}`;
const LESSONS = HUNDRED_ITEM_LESSONS;

const content: LearningContent = {
  courses: new Map([[COURSE, hundredItemCourse(COURSE)]]),
  labs: new Map(),
};

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

interface StatusEntry {
  id: string;
  type: string;
  statusPurpose: string;
  statusListIndex: string;
  statusListCredential: string;
}

interface SavedCredential {
  id: string;
  issuer: { id: string };
  credentialStatus?: StatusEntry;
}

const ENVELOPE_PREFIX = 'data:application/vc+jwt,';

describe('the bitstring', () => {
  it('is 16 KB, index 0 the left-most bit, GZIP then multibase base64url without padding', () => {
    const { encodedList } = encodeStatusList([0, 9, STATUS_LIST_ENTRIES - 1]);
    expect(encodedList.startsWith('u')).toBe(true);
    expect(encodedList.slice(1)).toMatch(/^[A-Za-z0-9_-]+$/);
    const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
    expect(bits.length).toBe(16 * 1024);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
    expect(bits.subarray(2, bits.length - 1).every((byte) => byte === 0)).toBe(true);
    expect(() => encodeStatusList([STATUS_LIST_ENTRIES])).toThrow(RangeError);
  });
});

describe.each(ENGINES)('credential status lists on %s', (engine) => {
  let server: TestServer;
  let staff: TestClient;
  const anonymous = () => new TestClient(server.base);
  const db = () => server.testDb.database.db;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { content });
    const seeded = await learner();
    staff = seeded.client;
    await grantStaff(db(), seeded.email);
  });
  afterAll(async () => {
    await server.close();
  });

  async function learner() {
    const { client, userId, email } = await signedInLearner(server);
    return { client, userId, email };
  }

  async function finished(userId: string, count: number, withQuiz: boolean) {
    const items: { item_id: string; kind: 'lesson' | 'quiz' }[] = Array.from(
      { length: count },
      (_, index) => ({ item_id: `docker-1-${index + 1}`, kind: 'lesson' }),
    );
    if (withQuiz) items.push({ item_id: 'docker-1-quiz', kind: 'quiz' });
    await db()
      .insertInto('learning_progress')
      .values(
        items.map((item) => ({
          ...item,
          user_id: userId,
          course_id: COURSE,
          finished_at: '2026-11-20T10:00:00.000Z',
        })),
      )
      .execute();
  }

  /** A verifier's keys: only what the academy publishes. */
  async function publishedKeys() {
    return createLocalJWKSet(ok<JSONWebKeySet>(await anonymous().get('/.well-known/jwks.json')));
  }

  /** The credential a holder saved: the `.json` answer, its JWS checked, its payload. */
  async function saveCredential(id: string) {
    const envelope = ok<{ id: string }>(await anonymous().get(`/certificates/${id}.json`));
    expect(envelope.id.startsWith(ENVELOPE_PREFIX)).toBe(true);
    const verified = await compactVerify(
      envelope.id.slice(ENVELOPE_PREFIX.length),
      await publishedKeys(),
    );
    return JSON.parse(new TextDecoder().decode(verified.payload)) as SavedCredential;
  }

  /**
   * What a verifier does with a saved credential (Bitstring Status List v1.0, 3.2): dereference
   * statusListCredential, verify its signature with the published key, check its type and
   * purpose, expand encodedList (multibase `u`, base64url, GZIP) and read the bit at
   * statusListIndex. True: revoked.
   */
  async function verifierSaysRevoked(credential: SavedCredential): Promise<boolean> {
    const entry = credential.credentialStatus;
    if (!entry) throw new Error('the credential has no credentialStatus');
    const response = await anonymous().get(entry.statusListCredential);
    const envelope = ok<{ id: string; type: string }>(response);
    expect(envelope.type).toBe('EnvelopedVerifiableCredential');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const jws = envelope.id.slice(ENVELOPE_PREFIX.length);
    // Signed as the certificates are: the same key, the same header.
    expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc' });
    const verified = await compactVerify(jws, await publishedKeys());
    const list = JSON.parse(new TextDecoder().decode(verified.payload)) as {
      '@context': string[];
      id: string;
      type: string[];
      issuer: string;
      validFrom: string;
      credentialSubject: { type: string; statusPurpose: string; encodedList: string; ttl: number };
    };
    expect(list['@context']).toEqual(['https://www.w3.org/ns/credentials/v2']);
    expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(list.id).toBe(entry.statusListCredential);
    expect(list.issuer).toBe(credential.issuer.id);
    expect(Date.parse(list.validFrom)).toBeLessThanOrEqual(Date.now());
    expect(list.credentialSubject).toMatchObject({
      type: 'BitstringStatusList',
      statusPurpose: entry.statusPurpose,
      ttl: 300_000,
    });
    const { encodedList } = list.credentialSubject;
    expect(encodedList[0]).toBe('u');
    const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
    // The spec's minimum: 131,072 entries.
    expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
    const index = Number(entry.statusListIndex);
    expect(Number.isSafeInteger(index) && index >= 0 && index < bits.length * 8).toBe(true);
    return (((bits[index >> 3] ?? 0) >> (7 - (index & 7))) & 1) === 1;
  }

  it('a credential saved before staff revoke the certificate reads as revoked in the list', async () => {
    const { client, userId } = await learner();
    await db()
      .insertInto('enrollments')
      .values({
        id: randomUUID(),
        user_id: userId,
        course_id: COURSE,
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await finished(userId, LESSONS - 1, true);
    // The last lesson, finished through the API, issues the certificate.
    ok(await client.post(`${LEARN}/lessons/docker-1-${LESSONS}/complete`));
    const [mine] = ok<MyCertificate[]>(await client.get('/api/certificates'));
    if (!mine) throw new Error('no certificate issued');

    const saved = await saveCredential(mine.id);
    const index = saved.credentialStatus?.statusListIndex ?? '';
    // A base-10 string, as the spec has it.
    expect(index).toMatch(/^(0|[1-9][0-9]*)$/);
    expect(saved.credentialStatus).toEqual({
      id: `${server.base}/api/credentials/status/1#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: index,
      statusListCredential: `${server.base}/api/credentials/status/1`,
    });
    expect(await verifierSaysRevoked(saved)).toBe(false);

    ok(await staff.post(`/api/admin/certificates/${mine.id}/revoke`, { reason: 'Copied' }));
    expect((await anonymous().get(`/certificates/${mine.id}.json`)).status).toBe(410);
    // The copy saved before still carries a good signature; the list is what says no.
    expect(await verifierSaysRevoked(saved)).toBe(true);
  });

  it('a refund approved through the API sets the bit a saved credential points to', async () => {
    const paid = await learner();
    const orderId = await insertPaidOrder(db(), {
      userId: paid.userId,
      courseId: COURSE,
      courseTitle: 'Docker Fundamentals',
      verifiedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    await finished(paid.userId, 3, false);
    // As the refund tests do: a certificate standing for the course, written with its position
    // the way issuing gives one.
    const id = await insertCertificate(db(), {
      user_id: paid.userId,
      course_id: COURSE,
      learner_name: 'Refund Learner',
      issued_at: new Date().toISOString(),
      status_index: await allocateStatusIndex(db(), new Date()),
    });
    const saved = await saveCredential(id);
    expect(await verifierSaysRevoked(saved)).toBe(false);

    const request = ok<RefundRequestView>(await paid.client.post('/api/refunds', { orderId }), 201);
    ok(
      await staff.post(`/api/admin/refunds/${request.id}/approve`, {
        refundTransactionId: 'RF12340000',
      }),
    );
    expect(await verifierSaysRevoked(saved)).toBe(true);
  });

  it('answers the compact JWS for application/vc+jwt, 304 for its ETag, 404 for no such list', async () => {
    const list = `${server.base}/api/credentials/status/1`;
    const json = await anonymous().get(list);
    const jwt = await anonymous().get(list, { accept: 'application/vc+jwt' });
    expect(jwt.status).toBe(200);
    expect(jwt.headers['content-type']).toBe('application/vc+jwt');
    expect(jwt.headers.vary).toBe('Accept');
    expect(json.json<{ id: string }>().id).toBe(`${ENVELOPE_PREFIX}${jwt.text}`);
    await compactVerify(jwt.text, await publishedKeys());
    // Unchanged bits: the same signed bytes, so caches can revalidate.
    const again = await anonymous().get(list);
    expect(again.text).toBe(json.text);
    const etag = String(json.headers.etag);
    expect(etag).not.toBe(String(jwt.headers.etag));
    const unchanged = await anonymous().get(list, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    for (const missing of ['0', '2', '01', 'x', '1.5', '99999999999']) {
      const answer = await anonymous().get(`/api/credentials/status/${missing}`);
      expect(answer.status, missing).toBe(404);
    }
  });

  it('re-issues at start-up, once, the credentials of certificates issued before the lists', async () => {
    const holder = await learner();
    const other = await learner();
    const legacy = (userId: string, revokedAt: string | null) =>
      insertCertificate(db(), {
        user_id: userId,
        course_id: COURSE,
        learner_name: 'Early Learner',
        issued_at: '2026-11-01T10:00:00.000Z',
        revoked_at: revokedAt,
        revoke_reason: revokedAt ? 'Refunded' : null,
      });
    const valid = await legacy(holder.userId, null);
    const revoked = await legacy(other.userId, '2026-11-10T10:00:00.000Z');
    // Before: no status in the credential (what the probe found).
    expect((await saveCredential(valid)).credentialStatus).toBeUndefined();

    expect(await reissueCredentialsWithStatus(db(), new Date())).toBe(2);
    expect(await reissueCredentialsWithStatus(db(), new Date())).toBe(0);
    const rows = await db()
      .selectFrom('certificates')
      .select(['id', 'status_index'])
      .where('id', 'in', [valid, revoked])
      .execute();
    const positions = rows.map((row) => row.status_index);
    expect(positions.every((position) => position !== null)).toBe(true);
    expect(new Set(positions).size).toBe(2);

    // Same certificate, new signature: the credential now names its bit, which is clear.
    const reissued = await saveCredential(valid);
    expect(reissued.id).toBe(`${server.base}/certificates/${valid}`);
    expect(await verifierSaysRevoked(reissued)).toBe(false);
    // The one revoked earlier is set in the list from the start.
    const revokedPosition = rows.find((row) => row.id === revoked)?.status_index ?? -1;
    const { list, index } = statusPosition(revokedPosition);
    expect(
      await verifierSaysRevoked({
        id: '',
        issuer: reissued.issuer,
        credentialStatus: {
          id: '',
          type: 'BitstringStatusListEntry',
          statusPurpose: 'revocation',
          statusListIndex: String(index),
          statusListCredential: `${server.base}/api/credentials/status/${list}`,
        },
      }),
    ).toBe(true);
  });

  it('never gives a position twice, even to many certificates issued at once', async () => {
    const drawn = await Promise.all(
      Array.from({ length: 40 }, () => allocateStatusIndex(db(), new Date())),
    );
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const position of drawn) {
      expect(position).toBeGreaterThanOrEqual(0);
      expect(position).toBeLessThan(STATUS_LIST_ENTRIES);
    }
  });
});
