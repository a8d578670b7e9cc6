import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type HttpResponse } from '../../../tests/helpers/http-client';
import { announceSkippedEngines, ENGINES } from '../../../tests/helpers/test-databases';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { toBengaliDigits } from '../../shared/format/bangla';
import { formatDate } from '../../shared/format/format';
import { checkLeaderboardSettings } from '../../shared/schemas/achievements';
import { checkBkashStart } from '../../shared/schemas/bkash';
import { checkRevoke, certificateDate } from '../../shared/schemas/certificates';
import { checkContact } from '../../shared/schemas/contact';
import { checkEmail } from '../../shared/schemas/email';
import { checkHandled } from '../../shared/schemas/inbox';
import { checkApplication } from '../../shared/schemas/job-application';
import {
  checksLimitedMessage,
  freeQueueMessage,
  liveSessionMessage,
} from '../../shared/schemas/lab-rules';
import { checkLanguageSetting } from '../../shared/schemas/language';
import { checkQuizAttempt, quizWaitMessage } from '../../shared/schemas/learn';
import {
  checkOrder,
  checkReviewNote,
  transactionReusedMessage,
  transactionTakenMessage,
} from '../../shared/schemas/order';
import { weakPasswordReasons } from '../../shared/schemas/password';
import { checkProfile } from '../../shared/schemas/profile';
import {
  checkRefundApproval,
  checkRefundDecline,
  checkRefundRequest,
  noLongerEligibleMessage,
  refundAlreadySentMessage,
  tooFarMessage,
  tooLateMessage,
} from '../../shared/schemas/refund';
import { REFUND_DAYS, REFUND_PERCENT } from '../../shared/schemas/refund-rules';
import type { Checked } from '../../shared/schemas/check';
import { hitRateLimit } from '../rate-limit/rate-limit.service';
import { CONTACT_RATE_LIMIT } from '../routes/site-forms/site-forms.routes';
import { LAB_MESSAGES } from '../routes/labs/lab-session-rules';
import type { ApiErrorBody } from './errors';
import { errorBodyInBangla, errorMessageInBangla, wantsBangla } from './answer-language';

announceSkippedEngines();

const bn = (value: number) => toBengaliDigits(String(value));

/** Latin words a Bangla message keeps: names, formats, code (docs/bangla-glossary.md). */
const LATIN_IN_BANGLA = new Set(
  [
    'bKash Nagad Facebook LinkedIn GitHub English JSON CV SMS MB NUL',
    'https http name example com handled true false',
  ]
    .join(' ')
    .split(' '),
);

describe('which callers are answered in Bangla', () => {
  it('reads the first tag of Accept-Language', () => {
    expect(wantsBangla('bn')).toBe(true);
    expect(wantsBangla('BN-bd, en;q=0.8')).toBe(true);
    expect(wantsBangla(' bn;q=0.9')).toBe(true);
    expect(wantsBangla('en')).toBe(false);
    expect(wantsBangla('en-US, bn;q=0.9')).toBe(false);
    expect(wantsBangla('bnx')).toBe(false);
    expect(wantsBangla('')).toBe(false);
    expect(wantsBangla(undefined)).toBe(false);
  });
});

describe('error messages in Bangla', () => {
  it('says a known sentence in Bangla and leaves an unknown one English', () => {
    expect(errorMessageInBangla('Please sign in first.')).toBe('আগে সাইন ইন করুন।');
    expect(errorMessageInBangla('Something nobody wrote down.')).toBe(
      'Something nobody wrote down.',
    );
  });

  it('writes waits, counts and dates in Bangla, with Bengali digits', () => {
    expect(
      errorMessageInBangla(
        'You have uploaded many pictures recently. Please try again in 3 minutes.',
      ),
    ).toBe('আপনি সম্প্রতি অনেকগুলো ছবি আপলোড করেছেন। ৩ মিনিট পরে আবার চেষ্টা করুন।');
    expect(errorMessageInBangla(quizWaitMessage(3660))).toBe(
      'এই কুইজ আবার দিতে পারবেন ১ ঘণ্টা ১ মিনিট পরে।',
    );
    expect(errorMessageInBangla('Too many attempts. Please wait 8 seconds and try again.')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ৮ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(errorMessageInBangla(checksLimitedMessage(125))).toBe(
      'খুব ঘন ঘন যাচাই করা হয়েছে (৫ মিনিটে সর্বোচ্চ ৩০ বার): ৩ মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(errorMessageInBangla(tooLateMessage(formatDate('2026-03-26')))).toBe(
      `আপনার পেমেন্ট যাচাই হওয়ার (২৬ মার্চ ২০২৬) পর ${bn(REFUND_DAYS)} দিনের বেশি পেরিয়ে গেছে।`,
    );
    const revokedOn = certificateDate('2026-11-25T10:00:00Z');
    expect(errorMessageInBangla(`This certificate was revoked on ${revokedOn}.`)).toBe(
      'এই সার্টিফিকেটটি ২৫ নভেম্বর ২০২৬ তারিখে বাতিল করা হয়েছে।',
    );
    expect(errorMessageInBangla(tooFarMessage(25, 'programme'))).toBe(
      `আপনি এই ল্যাব প্রোগ্রামের ২৫% সম্পন্ন করেছেন; ${bn(REFUND_PERCENT)}%-এর কম সম্পন্ন প্রোগ্রামেরই রিফান্ড হয়।`,
    );
  });

  it('translates the sentences and labels inside a sentence', () => {
    const reasons = weakPasswordReasons('aaa', 'someone@example.com');
    expect(errorMessageInBangla(`Please choose a stronger password. ${reasons.join(' ')}`)).toBe(
      'আরও শক্ত একটি পাসওয়ার্ড বেছে নিন। পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে। এতে একটিই অক্ষর বারবার আছে।',
    );
    expect(errorMessageInBangla(freeQueueMessage(3))).toBe(
      'ফ্রি ল্যাবের সব মেশিন এখন ব্যবহার হচ্ছে; ভর্তি হওয়া শিক্ষার্থীদের ল্যাব আগে শুরু হয়। অপেক্ষার তালিকায় আপনি ৩ নম্বরে আছেন।',
    );
    expect(errorMessageInBangla('Your message must be at most 5000 characters.')).toBe(
      'আপনার মেসেজ সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে।',
    );
    expect(errorMessageInBangla('This order was already rejected by another reviewer.')).toBe(
      'এই অর্ডারটি আগেই বাতিল করেছেন অন্য একজন রিভিউয়ার।',
    );
  });

  it('keeps IDs, addresses and titles as they are written', () => {
    expect(errorMessageInBangla(transactionTakenMessage('help@shikhon.test', '12345678'))).toBe(
      'এই ট্রানজেকশন আইডি দিয়ে আগেই অন্য একটি অর্ডার করা হয়েছে। পেমেন্টটি আপনার হলে help@shikhon.test ঠিকানায় (অথবা যোগাযোগ পেজ থেকে) সাপোর্টে যোগাযোগ করুন এবং ট্রানজেকশন আইডি 12345678 জানান।',
    );
    expect(errorMessageInBangla(transactionReusedMessage('Docker 101'))).toMatch(
      /^Docker 101-এর জন্য /,
    );
    expect(errorMessageInBangla(liveSessionMessage('Pods 2: Services'))).toBe(
      'আপনার একটি ল্যাব এখন চলছে: Pods 2: Services। আগে সেটি বন্ধ করুন, অথবা সেখানে ফিরে যান।',
    );
    expect(errorMessageInBangla(refundAlreadySentMessage('9AB3XK2LQ1'))).toBe(
      'টাকা আগেই ফেরত পাঠানো হয়েছে (রিফান্ডের ট্রানজেকশন আইডি 9AB3XK2LQ1)।',
    );
  });

  it('translates every message the shared checks give, whatever is wrong', () => {
    const checks: ((input: unknown) => Checked<unknown>)[] = [
      checkContact,
      checkApplication,
      checkProfile,
      checkOrder,
      checkLeaderboardSettings,
      checkLanguageSetting,
      checkQuizAttempt,
      checkRefundRequest,
      checkRefundApproval,
      checkRefundDecline,
      checkRevoke,
      checkBkashStart,
      checkHandled,
      (input) => checkReviewNote(input, 'reject'),
      (input) => checkReviewNote(input, 'verify'),
    ];
    const every = (value: unknown) =>
      Object.fromEntries(
        [
          'firstName',
          'lastName',
          'email',
          'subject',
          'message',
          'positionId',
          'name',
          'phone',
          'cvUrl',
          'profession',
          'company',
          'nationality',
          'phoneNumber',
          'facebookUrl',
          'linkedinUrl',
          'githubUrl',
          'institute',
          'highSchoolGraduationYear',
          'highSchoolGpa',
          'profilePictureUrl',
          'courseId',
          'paymentMethod',
          'mobileNumber',
          'transactionId',
          'displayName',
          'listed',
          'language',
          'version',
          'answers',
          'orderId',
          'reason',
          'refundTransactionId',
          'handled',
          'note',
        ].map((field) => [field, value]),
      );
    const inputs = [
      'not an object',
      {},
      every({ an: 'object' }),
      every('x'.repeat(6000)),
      every('short'),
      every('a@b'),
      every('3.555'),
      every('1900'),
      every('ftp://example.com'),
      every('https://'),
      every(`https://example.com/${'x'.repeat(2100)}`),
      every('no such position'),
    ];
    const messages = new Set<string>();
    for (const check of checks) {
      for (const input of inputs) {
        const checked = check(input);
        if (checked.ok) continue;
        messages.add(checked.message);
        for (const message of Object.values(checked.fields)) {
          if (typeof message === 'string') messages.add(message);
        }
      }
    }
    for (const address of ['a b@x.com', 'a"b@x.com', 'a,b@x.com', 'a\u0001b@x.com', 'é@x.com']) {
      const checked = checkEmail(address);
      if ('error' in checked) messages.add(checked.error);
    }
    for (const address of ['a&b@x.com', 'nobody', `${'a'.repeat(70)}@x.com`, 'x'.repeat(300)]) {
      const checked = checkEmail(address);
      if ('error' in checked) messages.add(checked.error);
    }
    messages.add(noLongerEligibleMessage(25, 10));
    messages.add(refundAlreadySentMessage(null));
    messages.add(LAB_MESSAGES.finalRunFailed(2));
    messages.delete('');
    expect(messages.size).toBeGreaterThan(60);
    expect([...messages].filter((message) => errorMessageInBangla(message) === message)).toEqual(
      [],
    );
    // Nothing left in English but names, formats and code (a label the catalogue lacks would be).
    const leftovers = [...messages].flatMap((message) =>
      (errorMessageInBangla(message).match(/[A-Za-z]{2,}/g) ?? [])
        .filter((word) => !LATIN_IN_BANGLA.has(word))
        .map((word) => `${message} → ${word}`),
    );
    expect(leftovers).toEqual([]);
  });
});

describe('error bodies in Bangla', () => {
  it('changes message and fields only, and only in the error shape', () => {
    const body = JSON.stringify({
      error: {
        code: 'invalid_input',
        message: 'Some message fields need correcting.',
        fields: { firstName: 'Enter your first name.', other: 'Nobody wrote this.' },
      },
    });
    expect(JSON.parse(errorBodyInBangla(body) ?? '')).toEqual({
      error: {
        code: 'invalid_input',
        message: 'মেসেজের কিছু তথ্য ঠিক করতে হবে।',
        fields: { firstName: 'আপনার নামের প্রথম অংশ লিখুন।', other: 'Nobody wrote this.' },
      },
    });
    // Not the shape, or nothing known: left alone.
    const health = { status: 'unavailable', error: { code: 'x', message: 'Not found.' } };
    expect(errorBodyInBangla(JSON.stringify(health))).toBeUndefined();
    expect(errorBodyInBangla('{"error":{"code":"x","message":"Unknown."}}')).toBeUndefined();
    expect(errorBodyInBangla('not json')).toBeUndefined();
    expect(errorBodyInBangla('{"error":{"code":"x","message":"Not found.","fields":3}}')).toBe(
      undefined,
    );
  });
});

const BANGLA = { 'accept-language': 'bn' };

const CONTACT = {
  firstName: 'Nusrat',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Team enrolment',
  message: 'Can ten engineers from our company join Kubernetes Mastery together?',
  website: '',
};

let nextAddress = 60;
const visitor = (server: TestServer) =>
  new TestClient(server.base, { localAddress: `127.0.0.${nextAddress++}` });

const errorOf = (response: HttpResponse) => response.json<ApiErrorBody>().error;

describe.each(ENGINES)('the API answering a Bangla page on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a weak sign-up password in Bangla, and in English word for word without bn', async () => {
    const body = {
      name: 'Nusrat Jahan',
      email: `weak-${engine}@example.com`,
      password: 'abc',
      callbackURL: '/',
    };
    const english = await visitor(server).post('/api/auth/sign-up/email', body);
    const bangla = await visitor(server).post('/api/auth/sign-up/email', body, BANGLA);
    expect(english.status).toBe(400);
    expect(errorOf(english)).toEqual({
      code: 'weak_password',
      message: 'Please choose a stronger password. It must be at least 6 characters long.',
    });
    expect(bangla.status).toBe(400);
    expect(errorOf(bangla)).toEqual({
      code: 'weak_password',
      message: 'আরও শক্ত একটি পাসওয়ার্ড বেছে নিন। পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে।',
    });
  });

  it('answers a contact form with a missing field in Bangla, fields included', async () => {
    const body = { ...CONTACT, firstName: '' };
    const english = await visitor(server).post('/api/contact', body, { 'accept-language': 'en' });
    const bangla = await visitor(server).post('/api/contact', body, {
      'accept-language': 'bn-BD, en;q=0.8',
    });
    expect(english.status).toBe(400);
    expect(english.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some message fields need correcting.',
        fields: { firstName: 'Enter your first name.' },
      },
    });
    expect(bangla.status).toBe(400);
    expect(bangla.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'মেসেজের কিছু তথ্য ঠিক করতে হবে।',
        fields: { firstName: 'আপনার নামের প্রথম অংশ লিখুন।' },
      },
    });
    expect(bangla.headers['content-type']).toMatch(/^application\/json/);
    expect(bangla.headers.vary).toMatch(/accept-language/i);
  });

  it('answers an unknown API path and a signed-out call in Bangla', async () => {
    const client = visitor(server);
    const english = await client.get('/api/no-such-thing');
    const bangla = await client.get('/api/no-such-thing', BANGLA);
    expect(english.status).toBe(404);
    expect(english.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
    expect(bangla.status).toBe(404);
    expect(bangla.json()).toEqual({
      error: { code: 'not_found', message: 'এমন কোনো API এন্ডপয়েন্ট নেই।' },
    });
    const signedOut = await client.get('/api/orders', BANGLA);
    expect(signedOut.status).toBe(401);
    expect(errorOf(signedOut)).toEqual({ code: 'unauthenticated', message: 'আগে সাইন ইন করুন।' });
  });

  it('says the wait of a refused form in Bangla, keeping Retry-After', async () => {
    const client = visitor(server);
    const address = `127.0.0.${nextAddress - 1}`;
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index += 1) {
      await hitRateLimit(server.testDb.database.db, `message:${address}`, CONTACT_RATE_LIMIT);
    }
    const limited = await client.post('/api/contact', CONTACT, BANGLA);
    expect(limited.status).toBe(429);
    expect(errorOf(limited)).toEqual({
      code: 'rate_limited',
      message: 'আপনার সংযোগ থেকে অনেক বেশি মেসেজ এসেছে। ১০ মিনিট পরে আবার চেষ্টা করুন।',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('leaves successful answers as they are', async () => {
    const client = visitor(server);
    const english = await client.get('/api/me');
    const bangla = await client.get('/api/me', BANGLA);
    expect(bangla.status).toBe(200);
    expect(bangla.text).toBe(english.text);
    expect(bangla.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});
