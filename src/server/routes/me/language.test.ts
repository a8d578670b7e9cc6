import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn, TEST_PASSWORD } from '../../../../tests/helpers/accounts';
import { TestClient } from '../../../../tests/helpers/http-client';
import { submitOrder } from '../../../../tests/helpers/orders';
import { ENGINES } from '../../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

describe.each(ENGINES)('the learner’s language on %s', (engine) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('is English until chosen, is remembered, and refuses anything else', async () => {
    server = await startTestServer(engine);
    const signedOut = new TestClient(server.base);
    expect((await signedOut.get('/api/me/language')).status).toBe(401);
    expect((await signedOut.request('PUT', '/api/me/language', { language: 'bn' })).status).toBe(
      401,
    );

    const learner = await signUpVerifyAndSignIn(server, 'rina@example.com');
    expect((await learner.get('/api/me/language')).json()).toEqual({ language: 'en' });

    const refused = await learner.request('PUT', '/api/me/language', { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'invalid_input', message: 'Choose English or বাংলা.' },
    });
    expect((await learner.request('PUT', '/api/me/language', 'bn')).status).toBe(400);

    const saved = await learner.request('PUT', '/api/me/language', { language: 'bn' });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ language: 'bn' });
    expect((await learner.get('/api/me/language')).json()).toEqual({ language: 'bn' });
    // Saved twice, still one row.
    await learner.request('PUT', '/api/me/language', { language: 'bn' });
    const rows = await server.testDb.database.db
      .selectFrom('learner_language')
      .select(['language'])
      .execute();
    expect(rows).toEqual([{ language: 'bn' }]);
  });

  it('writes the first mail in the language of the page a learner signed up on, and keeps it as their choice', async () => {
    server = await startTestServer(engine);
    const signUp = (email: string, language: string) =>
      new TestClient(server.base).post(
        '/api/auth/sign-up/email',
        { name: 'Rina', email, password: TEST_PASSWORD, callbackURL: '/bn/auth?welcome=1' },
        { 'accept-language': language },
      );
    expect((await signUp('rina@example.com', 'bn')).status).toBe(200);
    expect((await signUp('sami@example.com', 'en')).status).toBe(200);
    const bangla = await server.mail.waitFor((mail) => mail.to.includes('rina@example.com'));
    expect(bangla.subject).toBe('Shikhon Academy-তে আপনার ইমেইল যাচাই করুন');
    const english = await server.mail.waitFor((mail) => mail.to.includes('sami@example.com'));
    expect(english.subject).not.toMatch(/[\u0980-\u09FF]/);
    const rows = await server.testDb.database.db
      .selectFrom('learner_language')
      .innerJoin('user', 'user.id', 'learner_language.user_id')
      .select(['user.email', 'learner_language.language'])
      .execute();
    // Only the Bangla page's choice is stored; the English one stays "not chosen".
    expect(rows).toEqual([{ email: 'rina@example.com', language: 'bn' }]);
  });

  it('sends the receipt in Bangla to a learner who chose Bangla, and in English to one who did not', async () => {
    server = await startTestServer(engine);
    const rina = await signUpVerifyAndSignIn(server, 'rina@example.com');
    const sami = await signUpVerifyAndSignIn(server, 'sami@example.com');
    expect((await rina.request('PUT', '/api/me/language', { language: 'bn' })).status).toBe(200);

    expect((await submitOrder(rina, 'docker-fundamentals')).status).toBe(201);
    const bangla = await server.mail.waitFor(
      (mail) =>
        mail.to.includes('rina@example.com') &&
        mail.subject === 'Docker Fundamentals-এর পেমেন্টের তথ্য আমরা পেয়েছি',
    );
    expect(bangla.text).toContain('ধন্যবাদ! আপনার পেমেন্টের তথ্য আমরা পেয়েছি।');
    expect(bangla.text).toContain('পেমেন্টের মাধ্যম: bKash');
    expect(bangla.text).toMatch(/পরিমাণ: ৳[০-৯,]+\n/);
    // A plain-text part beside the HTML one (the HTML's lang="bn" is in mail-copy-bn.test.ts).
    expect(bangla.raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(bangla.raw).toContain('Content-Type: text/html; charset=utf-8');

    expect((await submitOrder(sami, 'docker-fundamentals')).status).toBe(201);
    const english = await server.mail.waitFor(
      (mail) =>
        mail.to.includes('sami@example.com') &&
        mail.subject === 'We received your payment details for Docker Fundamentals',
    );
    expect(english.text).toContain('Payment method: bKash');
  });
});
