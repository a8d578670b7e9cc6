import type { Kysely } from 'kysely';
import type { ContactMessage } from '../../../shared/schemas/contact';
import type { JobApplication } from '../../../shared/schemas/job-application';
import type { DatabaseSchema } from '../../db/schema';
import { pageWindow, STAFF_LIST_PAGE_SIZE, toListPage, type ListPage } from '../../http/list-page';
import { hasNul } from '../../http/nul-character';
import { toContactMessage, toJobApplication } from '../site-forms/site-forms.service';

/** The most messages or applications one page of a listing shows; `?page=2` shows more. */
export const INBOX_LIMIT = STAFF_LIST_PAGE_SIZE;

export type InboxStatus = 'open' | 'handled' | '';

export function parseInboxStatus(value: string | undefined): InboxStatus {
  return value === 'open' || value === 'handled' ? value : '';
}

function messagesQuery(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('user as handler', 'handler.id', 'contact_messages.handled_by')
    .selectAll('contact_messages')
    .select('handler.email as handled_by_email');
}

function applicationsQuery(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('job_applications')
    .leftJoin('user as handler', 'handler.id', 'job_applications.handled_by')
    .selectAll('job_applications')
    .select('handler.email as handled_by_email');
}

/** Contact messages, newest first; open ones (not handled) or handled ones, or all. */
export async function listMessages(
  db: Kysely<DatabaseSchema>,
  status: InboxStatus,
  page = 1,
): Promise<ListPage<ContactMessage>> {
  const window = pageWindow(page, INBOX_LIMIT);
  let query = messagesQuery(db);
  if (status === 'open') query = query.where('contact_messages.handled_at', 'is', null);
  if (status === 'handled') query = query.where('contact_messages.handled_at', 'is not', null);
  const rows = await query
    .orderBy('contact_messages.created_at', 'desc')
    .orderBy('contact_messages.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return toListPage(rows.map(toContactMessage), INBOX_LIMIT);
}

export async function listApplications(
  db: Kysely<DatabaseSchema>,
  status: InboxStatus,
  page = 1,
): Promise<ListPage<JobApplication>> {
  const window = pageWindow(page, INBOX_LIMIT);
  let query = applicationsQuery(db);
  if (status === 'open') query = query.where('job_applications.handled_at', 'is', null);
  if (status === 'handled') query = query.where('job_applications.handled_at', 'is not', null);
  const rows = await query
    .orderBy('job_applications.created_at', 'desc')
    .orderBy('job_applications.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return toListPage(rows.map(toJobApplication), INBOX_LIMIT);
}

/** Both inboxes record who handled an item and when; clearing both reopens it. */
async function markHandled(
  db: Kysely<DatabaseSchema>,
  table: 'contact_messages' | 'job_applications',
  id: string,
  handled: boolean,
  staffId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set(
      handled
        ? { handled_at: now.toISOString(), handled_by: staffId }
        : { handled_at: null, handled_by: null },
    )
    .where('id', '=', id)
    .execute();
}

/** Marks a message handled by `staffId` (or open again); undefined when there is no such message. */
export async function setMessageHandled(
  db: Kysely<DatabaseSchema>,
  id: string,
  handled: boolean,
  staffId: string,
  now: Date = new Date(),
): Promise<ContactMessage | undefined> {
  if (hasNul(id)) return undefined;
  await markHandled(db, 'contact_messages', id, handled, staffId, now);
  const row = await messagesQuery(db).where('contact_messages.id', '=', id).executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}

export async function setApplicationHandled(
  db: Kysely<DatabaseSchema>,
  id: string,
  handled: boolean,
  staffId: string,
  now: Date = new Date(),
): Promise<JobApplication | undefined> {
  if (hasNul(id)) return undefined;
  await markHandled(db, 'job_applications', id, handled, staffId, now);
  const row = await applicationsQuery(db).where('job_applications.id', '=', id).executeTakeFirst();
  return row ? toJobApplication(row) : undefined;
}
