import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testOutbox, type TestOutbox } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import type { ContactFields } from '../../../shared/schemas/contact';
import type { ApplicationFields } from '../../../shared/schemas/job-application';
import {
  positionTitle,
  receiveApplication,
  receiveContactMessage,
  type SiteFormsDependencies,
} from './site-forms.service';

announceSkippedEngines();

const SUPPORT = 'support@shikhon.example';
const PUBLIC_URL = 'https://shikhon.example';
const NOW = new Date('2026-11-21T10:05:00.000Z');

const CONTACT: ContactFields = {
  firstName: 'Nusrat',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Team enrolment',
  message: 'Can ten engineers from our company join together?',
};

const APPLICATION: ApplicationFields = {
  positionId: 'frontend-engineer',
  name: 'Karim Uddin',
  email: 'karim@example.com',
  phone: '01712345678',
  cvUrl: 'https://example.com/cv.pdf',
  message: null,
};

describe.each(ENGINES)('site-forms.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let outbox: TestOutbox;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    outbox = testOutbox();
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  function deps(): SiteFormsDependencies {
    return { db: testDb.database.db, outbox, supportEmail: SUPPORT, publicUrl: PUBLIC_URL };
  }
  const mails = () =>
    testDb.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'reply_to', 'subject', 'text_body', 'status'])
      .orderBy('recipient')
      .execute();

  describe('receiveContactMessage', () => {
    it('stores the message, unhandled, and queues one mail to support replying to the sender', async () => {
      await receiveContactMessage(deps(), CONTACT, '127.0.0.1', NOW);
      const rows = await testDb.database.db.selectFrom('contact_messages').selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(String),
          first_name: 'Nusrat',
          last_name: 'Jahan',
          email: 'nusrat@example.com',
          subject: 'Team enrolment',
          message: CONTACT.message,
          client_address: '127.0.0.1',
          created_at: NOW.toISOString(),
          handled_at: null,
          handled_by: null,
        },
      ]);
      const queued = await mails();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        recipient: SUPPORT,
        reply_to: 'nusrat@example.com',
        subject: 'Contact form: Team enrolment',
        status: 'pending',
      });
      expect(queued[0]?.text_body).toContain(CONTACT.message);
      expect(queued[0]?.text_body).toContain(`${PUBLIC_URL}/admin/messages`);
      expect(outbox.notified).toBe(1);
    });

    it('keeps at most 64 characters of the client address', async () => {
      await receiveContactMessage(deps(), CONTACT, 'f'.repeat(100), NOW);
      const row = await testDb.database.db
        .selectFrom('contact_messages')
        .select('client_address')
        .executeTakeFirstOrThrow();
      expect(row.client_address).toBe('f'.repeat(64));
    });

    it('keeps neither the message nor its mail when queueing fails, and notifies no one', async () => {
      outbox.failWith = new Error('outbox unavailable');
      await expect(receiveContactMessage(deps(), CONTACT, '127.0.0.1', NOW)).rejects.toThrow(
        'outbox unavailable',
      );
      expect(await testDb.database.db.selectFrom('contact_messages').selectAll().execute()).toEqual(
        [],
      );
      expect(await mails()).toEqual([]);
      expect(outbox.notified).toBe(0);
    });
  });

  describe('receiveApplication', () => {
    it('stores the application and queues a mail to support and a confirmation to the applicant', async () => {
      await receiveApplication(deps(), APPLICATION, '127.0.0.2', NOW);
      const rows = await testDb.database.db.selectFrom('job_applications').selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(String),
          position_id: 'frontend-engineer',
          name: 'Karim Uddin',
          email: 'karim@example.com',
          phone: '01712345678',
          cv_url: 'https://example.com/cv.pdf',
          message: null,
          client_address: '127.0.0.2',
          created_at: NOW.toISOString(),
          handled_at: null,
          handled_by: null,
        },
      ]);
      const [toApplicant, toSupport] = await mails();
      expect(toSupport).toMatchObject({ recipient: SUPPORT, reply_to: 'karim@example.com' });
      expect(toSupport?.subject).toContain('Frontend Engineer');
      expect(toSupport?.text_body).toContain('https://example.com/cv.pdf');
      expect(toSupport?.text_body).toContain(`${PUBLIC_URL}/admin/applications`);
      expect(toApplicant).toMatchObject({
        recipient: 'karim@example.com',
        reply_to: SUPPORT,
        subject: 'We received your application for Frontend Engineer',
      });
      expect(toApplicant?.text_body).toContain(`${PUBLIC_URL}/careers`);
      expect(outbox.notified).toBe(1);
    });

    it('keeps neither the application nor any mail when queueing fails', async () => {
      outbox.failWith = new Error('outbox unavailable');
      await expect(receiveApplication(deps(), APPLICATION, '127.0.0.2', NOW)).rejects.toThrow(
        'outbox unavailable',
      );
      expect(await testDb.database.db.selectFrom('job_applications').selectAll().execute()).toEqual(
        [],
      );
      expect(await mails()).toEqual([]);
      expect(outbox.notified).toBe(0);
    });
  });

  it('names a position by its catalogue title, and an unknown one by its id', () => {
    expect(positionTitle('frontend-engineer')).toBe('Frontend Engineer');
    expect(positionTitle('retired-role')).toBe('retired-role');
  });
});
