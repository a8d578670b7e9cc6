import fs from 'node:fs';
import path from 'node:path';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLabDriver, passes } from '../../../../tests/helpers/fake-lab-driver';
import { TestClient, type HttpResponse } from '../../../../tests/helpers/http-client';
import { FIRST_LAB, testLabContent, verifyScript } from '../../../../tests/helpers/lab-content';
import { labLearner } from '../../../../tests/helpers/lab-learners';
import {
  HUNDRED_ITEM_LESSONS,
  hundredItemCourse,
  rightAnswers,
} from '../../../../tests/helpers/learning-content';
import { enrolIn, signedInLearner } from '../../../../tests/helpers/signed-in-learner';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import type { LearningContent } from '../../content/content-types';
import { courseItems, itemId, labsOfCourse } from '../../content/course-items';
import type { CompletionResult, QuizAttemptResult } from '../../../shared/schemas/learn';
import type {
  AdminCertificate,
  CertificateHolder,
  CertificateView,
  MyCertificate,
} from '../../../shared/schemas/certificates';
import { findCourse } from '../../../shared/catalogue/courses';
import { grantStaff } from '../../staff/staff.service';
import {
  backfillCertificates,
  issueCertificateIfComplete,
  revokeCourseCertificate,
} from '../../learning/certificates/certificates';
import { SIGNING_KEY_FILE } from '../../learning/certificates/certificate-signing';

const COURSE = 'docker-fundamentals';
const LEARN = `/api/learn/${COURSE}`;
const LESSONS = HUNDRED_ITEM_LESSONS;

const content: LearningContent = {
  courses: new Map([[COURSE, hundredItemCourse(COURSE)]]),
  labs: new Map(),
};

interface ErrorBody {
  error: { code: string; message: string };
}

function ok<T>(response: HttpResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return response.json<T>();
}

describe.each(ENGINES)('certificates on %s', (engine) => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { content });
    const seeded = await learner({ enrol: false });
    staff = seeded.client;
    await grantStaff(server.testDb.database.db, seeded.email);
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.testDb.database.db;

  /** A signed-in learner enrolled in the course, named on their profile. */
  async function learner({ enrol = true, name = 'Nusrat Jahan' } = {}) {
    const seeded = await signedInLearner(server);
    const { client } = seeded;
    const now = new Date().toISOString();
    if (enrol) await enrolIn(server.testDb.database, seeded.userId, [COURSE], now);
    await db()
      .insertInto('profile')
      .values({
        user_id: seeded.userId,
        name,
        profession: null,
        company: null,
        nationality: null,
        email: null,
        phone_number: null,
        facebook_url: null,
        linkedin_url: null,
        github_url: null,
        institute: null,
        high_school_graduation_year: null,
        high_school_gpa: null,
        profile_picture_url: null,
        updated_at: now,
      })
      .execute();
    return { client, userId: seeded.userId, email: seeded.email };
  }

  /** Progress rows written directly, as if finished earlier. */
  async function seedProgress(userId: string, items: { id: string; kind: 'lesson' | 'quiz' }[]) {
    await db()
      .insertInto('learning_progress')
      .values(
        items.map((item) => ({
          user_id: userId,
          course_id: COURSE,
          item_id: item.id,
          kind: item.kind,
          finished_at: '2026-11-20T10:00:00.000Z',
        })),
      )
      .execute();
  }

  const lessons = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `docker-1-${index + 1}`,
      kind: 'lesson' as const,
    }));
  const quiz = { id: 'docker-1-quiz', kind: 'quiz' as const };

  async function certificatesOf(userId: string) {
    return db().selectFrom('certificates').selectAll().where('user_id', '=', userId).execute();
  }

  /** A learner holding a certificate (every item seeded, the last lesson finished through HTTP). */
  async function certified() {
    const found = await learner();
    await seedProgress(found.userId, [...lessons(LESSONS - 1), quiz]);
    ok(await found.client.post(`${LEARN}/lessons/docker-1-${LESSONS}/complete`));
    const [mine] = ok<MyCertificate[]>(await found.client.get('/api/certificates'));
    if (!mine) throw new Error('no certificate issued');
    return { ...found, certificate: mine };
  }

  it('issues nothing at 99 % and one certificate when the last item (a quiz) is passed', async () => {
    const { client, userId, email } = await learner();
    await seedProgress(userId, lessons(LESSONS));
    const outline = ok<{ percent: number }>(await client.get(LEARN));
    expect(outline.percent).toBe(99);
    expect(await certificatesOf(userId)).toEqual([]);
    expect(ok<MyCertificate[]>(await client.get('/api/certificates'))).toEqual([]);

    const passed = ok<QuizAttemptResult>(
      await client.post(`${LEARN}/quizzes/docker-1-quiz/attempts`, {
        version: 1,
        answers: rightAnswers(),
      }),
      201,
    );
    expect(passed.percent).toBe(100);
    const rows = await certificatesOf(userId);
    expect(rows).toHaveLength(1);
    // The answer says what the pass gave: its XP and the certificate just issued.
    expect(passed).toMatchObject({ certificateId: rows[0]?.id });
    expect(passed.xpGained).toBeGreaterThan(0);
    const [mine] = ok<MyCertificate[]>(await client.get('/api/certificates'));
    expect(mine).toMatchObject({ courseId: COURSE, status: 'valid' });
    expect(mine?.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(mine?.url).toBe(`${server.base}/certificates/${mine?.id}`);

    // Signed out, anyone reads the verification data: no email, no user id.
    const anonymous = new TestClient(server.base);
    const response = await anonymous.get(`/api/certificates/${mine?.id}`);
    const view = ok<CertificateView>(response);
    const course = findCourse(COURSE);
    expect(view).toMatchObject({
      learnerName: 'Nusrat Jahan',
      courseTitle: course?.title,
      level: course?.level,
      hours: course?.hours,
      issuer: 'Shikhon Academy',
      status: 'valid',
      revokedAt: null,
      url: mine?.url,
    });
    expect(view.qr.size).toBeGreaterThan(20);
    expect(view.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(response.text).not.toContain(email);
    expect(response.text).not.toContain(userId);

    // A second pass finishes nothing new and issues nothing more.
    const again = await client.post(`${LEARN}/quizzes/docker-1-quiz/attempts`, {
      version: 1,
      answers: rightAnswers(),
    });
    expect(again.json()).not.toHaveProperty('certificateId');
    expect(await certificatesOf(userId)).toHaveLength(1);
  });

  it('issues exactly one certificate for 10 simultaneous completions of the last item', async () => {
    const { client, userId } = await learner();
    await seedProgress(userId, [...lessons(LESSONS - 1), quiz]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post(`${LEARN}/lessons/docker-1-${LESSONS}/complete`),
      ),
    );
    for (const answer of answers) expect(ok<CompletionResult>(answer).percent).toBe(100);
    const [issuedRow] = await certificatesOf(userId);
    expect(await certificatesOf(userId)).toHaveLength(1);
    // One of the ten finished the lesson: only its answer carries the XP and the certificate.
    const news = answers.map((answer) => ok<CompletionResult>(answer));
    expect(news.filter((answer) => answer.certificateId === issuedRow?.id)).toHaveLength(1);
    expect(news.filter((answer) => (answer.xpGained ?? 0) > 0)).toHaveLength(1);
    expect(news.filter((answer) => answer.xpGained === undefined)).toHaveLength(9);

    // And the issuing itself, raced directly, still writes one row.
    const other = await learner();
    await seedProgress(other.userId, [...lessons(LESSONS), quiz]);
    const deps = { db: db(), content, catalogue: { findCourse } };
    const issued = await Promise.all(
      Array.from({ length: 10 }, () =>
        issueCertificateIfComplete(deps, {
          userId: other.userId,
          courseId: COURSE,
          now: new Date(),
        }),
      ),
    );
    expect(issued.filter(Boolean)).toHaveLength(1);
    expect(await certificatesOf(other.userId)).toHaveLength(1);
  });

  it('backfills learners who already qualify, once', async () => {
    const { userId } = await learner();
    await seedProgress(userId, [...lessons(LESSONS), quiz]);
    const deps = { db: db(), content, catalogue: { findCourse } };
    expect(await backfillCertificates(deps, new Date())).toBeGreaterThanOrEqual(1);
    const [row] = await certificatesOf(userId);
    // The completion date is when the last item was finished.
    expect(row?.issued_at).toBe('2026-11-20T10:00:00.000Z');
    expect(await backfillCertificates(deps, new Date())).toBe(0);
    expect(await certificatesOf(userId)).toHaveLength(1);
  });

  it('answers the page shell for a known id and a 404 page for unknown ones', async () => {
    const { certificate } = await certified();
    const anonymous = new TestClient(server.base);
    const page = await anonymous.get(`/certificates/${certificate.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Certificate</title>');
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', 'AAAAAAAAAAAAAAAAAAAAAAAA.pdf']) {
      const missing = await anonymous.get(`/certificates/${unknown}`);
      expect(missing.status, unknown).toBe(404);
      expect(missing.text).toContain('Certificate not found');
    }
    const data = await anonymous.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(data.status).toBe(404);
    expect(data.json<ErrorBody>().error.code).toBe('not_found');
  });

  it('makes an A4 PDF that carries the verification URL', async () => {
    const { certificate } = await certified();
    const response = await new TestClient(server.base).get(`/certificates/${certificate.id}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = Buffer.from(response.text, 'latin1');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.text).toContain(certificate.url);
    // A4 landscape: 841.89 × 595.28 points.
    expect(response.text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('signs an Open Badges credential that jose verifies, and no changed byte passes', async () => {
    const { certificate } = await certified();
    const anonymous = new TestClient(server.base);
    const envelope = ok<{ '@context': string; id: string; type: string }>(
      await anonymous.get(`/certificates/${certificate.id}.json`),
    );
    expect(envelope.type).toBe('EnvelopedVerifiableCredential');
    const prefix = 'data:application/vc+jwt,';
    expect(envelope.id.startsWith(prefix)).toBe(true);
    const jws = envelope.id.slice(prefix.length);

    const jwks = ok<JSONWebKeySet>(await anonymous.get('/.well-known/jwks.json'));
    const keys = createLocalJWKSet(jwks);
    const verified = await compactVerify(jws, keys);
    expect(verified.protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const credential = JSON.parse(new TextDecoder().decode(verified.payload)) as {
      type: string[];
      issuer: { id: string; name: string };
      credentialSubject: { achievement: { name: string }; identifier: { identityHash: string }[] };
      id: string;
    };
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(certificate.url);
    expect(credential.issuer.name).toBe('Shikhon Academy');
    expect(credential.credentialSubject.achievement.name).toBe(certificate.courseTitle);
    expect(credential.credentialSubject.identifier[0]?.identityHash).toBe('Nusrat Jahan');
    const issuer = ok<{ id: string; name: string }>(
      await anonymous.get('/api/certificates/issuer'),
    );
    expect(issuer).toMatchObject({ id: credential.issuer.id, name: 'Shikhon Academy' });

    // Every byte of the header, the payload and the signature, changed one at a time, fails.
    const segments = jws.split('.').map((part) => Buffer.from(part, 'base64url'));
    let tried = 0;
    for (const [segment, bytes] of segments.entries()) {
      for (const [index, byte] of bytes.entries()) {
        const changed = segments.map((part) => Buffer.from(part));
        changed[segment]?.writeUInt8(byte ^ 0x01, index);
        const forged = changed.map((part) => part.toString('base64url')).join('.');
        await expect(
          compactVerify(forged, keys),
          `segment ${segment} byte ${index}`,
        ).rejects.toThrow();
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(500);

    // The key was made on first use and kept in DATA_DIR, readable by its owner only.
    const keyFile = path.join(server.config.dataDir, SIGNING_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('lets staff revoke with a reason (403 to a learner); the page then says revoked', async () => {
    const { client, certificate, email } = await certified();
    const revoke = `/api/admin/certificates/${certificate.id}/revoke`;
    const refused = await client.post(revoke, { reason: 'Mine now' });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/admin/certificates')).status).toBe(403);
    expect((await new TestClient(server.base).post(revoke, { reason: 'x' })).status).toBe(401);

    const blank = await staff.post(revoke, { reason: '  ' });
    expect(blank.status).toBe(400);

    const listed = ok<AdminCertificate[]>(
      await staff.get(`/api/admin/certificates?q=${encodeURIComponent(email)}`),
    );
    expect(listed.map((row) => row.id)).toEqual([certificate.id]);

    const revoked = ok<AdminCertificate>(
      await staff.post(revoke, { reason: 'Copied lab answers' }),
    );
    expect(revoked).toMatchObject({ status: 'revoked', revokeReason: 'Copied lab answers' });
    expect((await staff.post(revoke, { reason: 'Again' })).status).toBe(409);

    const view = ok<CertificateView>(
      await new TestClient(server.base).get(`/api/certificates/${certificate.id}`),
    );
    expect(view.status).toBe('revoked');
    expect(view.revokeReason).toBe('Copied lab answers');
    expect(view.revokedAt).not.toBeNull();
    const credential = await new TestClient(server.base).get(
      `/certificates/${certificate.id}.json`,
    );
    expect(credential.status).toBe(410);
  });

  it('revokes a course certificate for a refund, once', async () => {
    const { userId, certificate } = await certified();
    const now = new Date('2026-11-24T08:00:00.000Z');
    const args = { userId, courseId: COURSE, reason: 'Refunded', now };
    expect(
      await db()
        .transaction()
        .execute((trx) => revokeCourseCertificate(trx, args)),
    ).toBe(true);
    expect(await revokeCourseCertificate(db(), args)).toBe(false);
    const view = ok<CertificateView>(
      await new TestClient(server.base).get(`/api/certificates/${certificate.id}`),
    );
    expect(view).toMatchObject({
      status: 'revoked',
      revokeReason: 'Refunded',
      revokedAt: now.toISOString(),
    });
  });

  it('holds the certificate of a learner named only by their email, and issues it once they choose a name', async () => {
    const found = await learner({ name: '' });
    // Accounts made before sign-up asked for a name are named by their email's local part.
    const handle = found.email.split('@')[0] ?? '';
    await db().updateTable('user').set({ name: handle }).where('id', '=', found.userId).execute();
    await seedProgress(found.userId, [...lessons(LESSONS - 1), quiz]);
    const finished = ok<{ certificateId?: string | null }>(
      await found.client.post(`${LEARN}/lessons/docker-1-${LESSONS}/complete`),
    );
    expect(finished.certificateId ?? null).toBe(null);
    expect(await certificatesOf(found.userId)).toEqual([]);
    expect(ok<CertificateHolder>(await found.client.get('/api/certificates/holder'))).toEqual({
      name: null,
      outdated: [],
      reissueAvailableAt: null,
    });
    // A re-issue without a name is refused with what to do.
    const refused = await found.client.post('/api/certificates/reissue', {});
    expect(refused.status).toBe(409);
    expect(refused.json<ErrorBody>().error.message).toMatch(/Add your full name on your profile/);

    ok(await found.client.request('PUT', '/api/profile', { name: 'Tanvir Rahman' }));
    const [issued] = await certificatesOf(found.userId);
    expect(issued).toMatchObject({ learner_name: 'Tanvir Rahman', superseded_by: null });
    const mail = await server.mail.waitFor(
      (m) => m.to.includes(found.email.toLowerCase()) && m.subject.includes('is ready'),
    );
    expect(mail.subject).toBe(`Your certificate for ${findCourse(COURSE)?.title} is ready`);
    expect(mail.text).toContain(`${server.base}/certificates/${issued?.id}`);
    expect(mail.text).toContain(`${server.base}/certificates/${issued?.id}.pdf`);
    expect(mail.text).toContain('https://www.linkedin.com/profile/add?');
    expect(mail.text).toContain('Tanvir Rahman');
    expect(mail.text).not.toContain(handle);
  });

  it('re-issues under a new name once a month; the old page says superseded and still verifies', async () => {
    const { client, userId, email, certificate } = await certified();
    expect(certificate.learnerName).toBe('Nusrat Jahan');
    // Nothing to re-issue while the name is unchanged.
    const unchanged = await client.post('/api/certificates/reissue', {});
    expect(unchanged.status).toBe(409);
    expect(unchanged.json<ErrorBody>().error.code).toBe('nothing_to_reissue');

    ok(await client.request('PUT', '/api/profile', { name: 'Nusrat Jahan Chowdhury' }));
    expect(ok<CertificateHolder>(await client.get('/api/certificates/holder'))).toEqual({
      name: 'Nusrat Jahan Chowdhury',
      outdated: [certificate.id],
      reissueAvailableAt: null,
    });
    const { reissued } = ok<{ reissued: string[] }>(
      await client.post('/api/certificates/reissue', {}),
    );
    expect(reissued).toHaveLength(1);
    const newId = reissued[0] ?? '';
    expect(newId).not.toBe(certificate.id);

    // The learner's list shows the new one only, under the new name and the same completion date.
    const [mine, ...others] = ok<MyCertificate[]>(await client.get('/api/certificates'));
    expect(others).toEqual([]);
    expect(mine).toMatchObject({
      id: newId,
      learnerName: 'Nusrat Jahan Chowdhury',
      issuedAt: certificate.issuedAt,
      status: 'valid',
    });
    const anonymous = new TestClient(server.base);
    const fresh = ok<CertificateView>(await anonymous.get(`/api/certificates/${newId}`));
    expect(fresh).toMatchObject({ learnerName: 'Nusrat Jahan Chowdhury', supersededBy: null });
    // The old page names its successor and stays valid for the name it carries.
    const old = ok<CertificateView>(await anonymous.get(`/api/certificates/${certificate.id}`));
    expect(old).toMatchObject({
      learnerName: 'Nusrat Jahan',
      status: 'valid',
      supersededBy: { id: newId, url: `${server.base}/certificates/${newId}` },
    });
    expect((await anonymous.get(`/certificates/${certificate.id}.json`)).status).toBe(200);
    const credential = await anonymous.get(`/certificates/${newId}.json`);
    expect(credential.status).toBe(200);
    const pdf = await anonymous.get(`/certificates/${newId}.pdf`);
    expect(pdf.status).toBe(200);
    const mail = await server.mail.waitFor(
      (m) => m.to.includes(email.toLowerCase()) && m.subject.includes('now carries your new name'),
    );
    expect(mail.text).toContain(`${server.base}/certificates/${newId}`);

    // Once a month: another name change waits for the date it names.
    ok(await client.request('PUT', '/api/profile', { name: 'N. J. Chowdhury' }));
    const holder = ok<CertificateHolder>(await client.get('/api/certificates/holder'));
    expect(holder.outdated).toEqual([newId]);
    expect(Date.parse(holder.reissueAvailableAt ?? '')).toBeGreaterThan(
      Date.now() + 29 * 24 * 60 * 60_000,
    );
    const tooSoon = await client.post('/api/certificates/reissue', {});
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json<ErrorBody>().error.message).toMatch(
      /once a month\. You can do it again on/,
    );
    expect(await certificatesOf(userId)).toHaveLength(2);
    // Signed out, neither call answers.
    expect((await anonymous.get('/api/certificates/holder')).status).toBe(401);
    expect((await anonymous.post('/api/certificates/reissue', {})).status).toBe(401);
  });

  it('carries the name in Bangla too: on the page, in both PDFs and in the signed credential', async () => {
    const { client, certificate } = await certified();
    expect(
      ok<CertificateView>(await client.get(`/api/certificates/${certificate.id}`)).learnerNameBn,
    ).toBeNull();
    // A name in Latin letters is refused as the Bangla one, in the page's language.
    const latin = await client.request('PUT', '/api/profile', {
      name: 'Nusrat Jahan',
      nameBn: 'Nusrat',
    });
    expect(latin.status).toBe(400);
    expect(latin.json<{ error: { fields: Record<string, string> } }>().error.fields.nameBn).toBe(
      'Name in Bangla must be written in Bangla letters, like নুসরাত জাহান',
    );
    const worded = await client.request(
      'PUT',
      '/api/profile',
      { name: 'Nusrat Jahan', nameBn: 'Nusrat' },
      { 'Accept-Language': 'bn' },
    );
    expect(worded.json<{ error: { fields: Record<string, string> } }>().error.fields.nameBn).toBe(
      'বাংলায় নামটি বাংলা অক্ষরে লিখুন, যেমন নুসরাত জাহান।',
    );

    // Adding the Bangla name makes the certificate out of date: re-issued, it carries both.
    ok(
      await client.request('PUT', '/api/profile', {
        name: 'Nusrat Jahan',
        nameBn: ' নুসরাত জাহান ',
      }),
    );
    const holder = ok<CertificateHolder>(await client.get('/api/certificates/holder'));
    expect(holder.outdated).toEqual([certificate.id]);
    const [newId = ''] = ok<{ reissued: string[] }>(
      await client.post('/api/certificates/reissue', {}),
    ).reissued;
    const anonymous = new TestClient(server.base);
    expect(ok<CertificateView>(await anonymous.get(`/api/certificates/${newId}`))).toMatchObject({
      learnerName: 'Nusrat Jahan',
      learnerNameBn: 'নুসরাত জাহান',
    });
    expect(ok<CertificateHolder>(await client.get('/api/certificates/holder')).outdated).toEqual(
      [],
    );

    const envelope = ok<{ id: string }>(await anonymous.get(`/certificates/${newId}.json`));
    const jws = envelope.id.slice('data:application/vc+jwt,'.length);
    const keys = createLocalJWKSet(
      ok<JSONWebKeySet>(await anonymous.get('/.well-known/jwks.json')),
    );
    const credential = JSON.parse(
      new TextDecoder().decode((await compactVerify(jws, keys)).payload),
    ) as { credentialSubject: { identifier: { identityType: string; identityHash: string }[] } };
    expect(credential.credentialSubject.identifier.map((each) => each.identityHash)).toEqual([
      'Nusrat Jahan',
      'নুসরাত জাহান',
    ]);

    // The English PDF prints the Bangla name beneath (Bengali embedded); the Bangla PDF is
    // written in Bangla (both weights of Bengali embedded) and says so.
    const fonts = (pdf: string) =>
      [...pdf.matchAll(/\/BaseFont \/([\w+-]+)/g)].map(([, font = '']) =>
        font.replace(/^[A-Z]{6}\+/, ''),
      );
    const english = await anonymous.get(`/certificates/${newId}.pdf`);
    expect(english.status).toBe(200);
    expect(fonts(english.text)).toContain('NotoSansBengali-Regular');
    expect(english.text).toContain('/Lang (en)');
    const bangla = await anonymous.get(`/bn/certificates/${newId}.pdf`);
    expect(bangla.status).toBe(200);
    expect(bangla.headers['content-type']).toBe('application/pdf');
    expect(bangla.headers['content-disposition']).toContain(`shikhon-certificate-${newId}-bn.pdf`);
    expect(bangla.text).toContain('/Lang (bn)');
    expect(new Set(fonts(bangla.text))).toEqual(
      new Set(['Helvetica', 'Helvetica-Bold', 'NotoSansBengali-Regular', 'NotoSansBengali-Bold']),
    );
    expect(bangla.text).toContain(`${server.base}/certificates/${newId}`);
    // The Bangla page of a known id is the shell (200); an unknown id is the not-found page.
    const banglaPage = await anonymous.get(`/bn/certificates/${newId}`);
    expect(banglaPage.status).toBe(200);
    expect(banglaPage.text).toContain('<title>সার্টিফিকেট</title>');
    const unknown = await anonymous.get('/bn/certificates/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('সার্টিফিকেট পাওয়া যায়নি');
    const missing = await anonymous.get('/bn/certificates/AAAAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });
});

describe.each(ENGINES)('certificates from a passed lab on %s', (engine) => {
  const driver = new FakeLabDriver();
  const labContent = testLabContent();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { content: labContent, labs: { driver } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('issues the certificate when the lab is the last item passed', async () => {
    const learner = await labLearner(server, [COURSE]);
    const course = labContent.courses.get(COURSE);
    if (!course) throw new Error('no test course');
    const items = courseItems(course, labsOfCourse(labContent, COURSE));
    const { db } = server.testDb.database;
    await db
      .insertInto('learning_progress')
      .values(
        items
          .filter((item) => !(item.kind === 'lab' && itemId(item) === FIRST_LAB))
          .map((item) => ({
            user_id: learner.userId,
            course_id: COURSE,
            item_id: itemId(item),
            kind: item.kind,
            finished_at: '2026-11-20T10:00:00.000Z',
          })),
      )
      .execute();
    const session = ok<{ id: string }>(
      await learner.client.post(`/api/labs/${FIRST_LAB}/sessions`),
      201,
    );
    driver.scripts.set(verifyScript(FIRST_LAB, 1), passes);
    driver.scripts.set(verifyScript(FIRST_LAB, 2), passes);
    const certificates = () =>
      db.selectFrom('certificates').selectAll().where('user_id', '=', learner.userId).execute();
    ok(await learner.client.post(`/api/labs/sessions/${session.id}/steps/1/check`));
    expect(await certificates()).toEqual([]);
    const passed = ok<{ labPassed: boolean; certificateId?: string; xpGained?: number }>(
      await learner.client.post(`/api/labs/sessions/${session.id}/steps/2/check`),
    );
    expect(passed.labPassed).toBe(true);
    const [issued] = await certificates();
    expect(await certificates()).toHaveLength(1);
    expect(passed.certificateId).toBe(issued?.id);
    expect(passed.xpGained).toBeGreaterThan(0);
  });
});
