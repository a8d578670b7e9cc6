import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, testOutbox, type TestUser } from '../../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../../tests/helpers/test-databases';
import {
  receiveApplication,
  receiveContactMessage,
  type SiteFormsDependencies,
} from '../site-forms/site-forms.service';
import {
  listApplications,
  listMessages,
  parseInboxStatus,
  setApplicationHandled,
  setMessageHandled,
} from './admin-inbox.service';

/** The first page's items (the lists are paged: see admin-lists.test.ts for the pages). */
const messagesOf = async (...args: Parameters<typeof listMessages>) =>
  (await listMessages(...args)).items;
const applicationsOf = async (...args: Parameters<typeof listApplications>) =>
  (await listApplications(...args)).items;

announceSkippedEngines();

describe('parseInboxStatus', () => {
  it('keeps open and handled, and reads anything else as all', () => {
    expect(parseInboxStatus('open')).toBe('open');
    expect(parseInboxStatus('handled')).toBe('handled');
    expect(parseInboxStatus('OPEN')).toBe('');
    expect(parseInboxStatus(undefined)).toBe('');
  });
});

describe.each(ENGINES)('admin-inbox.service (%s)', (engine) => {
  let testDb: TestDatabase;
  let deps: SiteFormsDependencies;
  let staff: TestUser;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    deps = {
      db: testDb.database.db,
      outbox: testOutbox(),
      supportEmail: 'support@shikhon.example',
      publicUrl: 'https://shikhon.example',
    };
    staff = await insertUser(testDb.database, 'Rafi Ahmed');
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  async function message(subject: string, at: string) {
    const fields = {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat@example.com',
      subject,
      message: `About ${subject}`,
    };
    await receiveContactMessage(deps, fields, '127.0.0.1', new Date(at));
  }
  async function application(name: string, at: string) {
    const fields = {
      positionId: 'frontend-engineer',
      name,
      email: 'karim@example.com',
      phone: '01712345678',
      cvUrl: 'https://example.com/cv.pdf',
      message: null,
    };
    await receiveApplication(deps, fields, '127.0.0.1', new Date(at));
  }

  it('lists messages newest first, and marks one handled and open again', async () => {
    await message('Older', '2026-11-20T08:00:00.000Z');
    await message('Newer', '2026-11-21T08:00:00.000Z');
    const all = await messagesOf(deps.db, '');
    expect(all.map((row) => row.subject)).toEqual(['Newer', 'Older']);
    const [newer, older] = all;
    if (!newer || !older) throw new Error('messages missing');
    expect(newer).toMatchObject({ handledAt: null, handledByEmail: null, message: 'About Newer' });

    const now = new Date('2026-11-22T09:00:00.000Z');
    const handled = await setMessageHandled(deps.db, older.id, true, staff.id, now);
    expect(handled).toEqual({
      ...older,
      handledAt: now.toISOString(),
      handledByEmail: staff.email,
    });
    expect((await messagesOf(deps.db, 'open')).map((row) => row.id)).toEqual([newer.id]);
    expect((await messagesOf(deps.db, 'handled')).map((row) => row.id)).toEqual([older.id]);

    const reopened = await setMessageHandled(deps.db, older.id, false, staff.id);
    expect(reopened).toEqual(older);
    const row = await deps.db
      .selectFrom('contact_messages')
      .select(['handled_at', 'handled_by'])
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ handled_at: null, handled_by: null });
    expect(await messagesOf(deps.db, 'handled')).toEqual([]);
  });

  it('answers undefined for an unknown message or an id holding NUL, changing nothing', async () => {
    await message('Only', '2026-11-20T08:00:00.000Z');
    const [only] = await messagesOf(deps.db, '');
    if (!only) throw new Error('message missing');
    expect(await setMessageHandled(deps.db, 'no-such-id', true, staff.id)).toBeUndefined();
    expect(await setMessageHandled(deps.db, `${only.id}\u0000`, true, staff.id)).toBeUndefined();
    expect(await messagesOf(deps.db, 'open')).toEqual([only]);
  });

  it('lists applications with their position title, and marks one handled', async () => {
    await application('Karim Uddin', '2026-11-20T08:00:00.000Z');
    await application('Mim Akter', '2026-11-21T08:00:00.000Z');
    const all = await applicationsOf(deps.db, '');
    expect(all.map((row) => [row.name, row.positionTitle])).toEqual([
      ['Mim Akter', 'Frontend Engineer'],
      ['Karim Uddin', 'Frontend Engineer'],
    ]);
    const [, karim] = all;
    if (!karim) throw new Error('application missing');
    const handled = await setApplicationHandled(deps.db, karim.id, true, staff.id);
    expect(handled).toMatchObject({ id: karim.id, handledByEmail: staff.email });
    expect((await applicationsOf(deps.db, 'open')).map((row) => row.name)).toEqual(['Mim Akter']);
    expect((await applicationsOf(deps.db, 'handled')).map((row) => row.name)).toEqual([
      'Karim Uddin',
    ]);
    expect(await setApplicationHandled(deps.db, 'no-such-id', true, staff.id)).toBeUndefined();
    expect(
      await setApplicationHandled(deps.db, `${karim.id}\u0000`, false, staff.id),
    ).toBeUndefined();
    expect((await applicationsOf(deps.db, 'handled')).map((row) => row.id)).toEqual([karim.id]);
  });
});
