import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { positions } from '../../../shared/catalogue/careers';
import type { ContactFields, ContactMessage } from '../../../shared/schemas/contact';
import type { ApplicationFields, JobApplication } from '../../../shared/schemas/job-application';
import type { ContactMessagesTable, DatabaseSchema, JobApplicationsTable } from '../../db/schema';
import type { MailOutbox } from '../../mail/outbox';
import {
  applicationConfirmationEmail,
  applicationReceivedEmail,
  contactMessageEmail,
} from '../../mail/templates';

export interface SiteFormsDependencies {
  db: Kysely<DatabaseSchema>;
  outbox: MailOutbox;
  supportEmail: string;
  publicUrl: string;
}

export function positionTitle(positionId: string): string {
  return positions.find((position) => position.id === positionId)?.title ?? positionId;
}

export function toContactMessage(
  row: Selectable<ContactMessagesTable> & { handled_by_email?: string | null },
): ContactMessage {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledByEmail: row.handled_by_email ?? null,
  };
}

export function toJobApplication(
  row: Selectable<JobApplicationsTable> & { handled_by_email?: string | null },
): JobApplication {
  return {
    id: row.id,
    positionId: row.position_id,
    positionTitle: positionTitle(row.position_id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    cvUrl: row.cv_url,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledByEmail: row.handled_by_email ?? null,
  };
}

/**
 * Stores a contact message and queues its mail to SUPPORT_EMAIL (replying to the sender) in one
 * transaction: a mail server that is down loses nothing and delays no one.
 */
export async function receiveContactMessage(
  deps: SiteFormsDependencies,
  fields: ContactFields,
  clientAddress: string,
  now: Date = new Date(),
): Promise<void> {
  const row: Selectable<ContactMessagesTable> = {
    id: randomUUID(),
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    subject: fields.subject,
    message: fields.message,
    client_address: clientAddress.slice(0, 64),
    created_at: now.toISOString(),
    handled_at: null,
    handled_by: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_messages').values(row).execute();
    await deps.outbox.queue(trx, {
      to: deps.supportEmail,
      replyTo: fields.email,
      ...contactMessageEmail({ ...fields, url: `${deps.publicUrl}/admin/messages` }),
    });
  });
  deps.outbox.notify();
}

/** Stores an application and queues its mails: to SUPPORT_EMAIL, and a confirmation to the applicant. */
export async function receiveApplication(
  deps: SiteFormsDependencies,
  fields: ApplicationFields,
  clientAddress: string,
  now: Date = new Date(),
): Promise<void> {
  const row: Selectable<JobApplicationsTable> = {
    id: randomUUID(),
    position_id: fields.positionId,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    cv_url: fields.cvUrl,
    message: fields.message,
    client_address: clientAddress.slice(0, 64),
    created_at: now.toISOString(),
    handled_at: null,
    handled_by: null,
  };
  const title = positionTitle(fields.positionId);
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('job_applications').values(row).execute();
    await deps.outbox.queue(trx, {
      to: deps.supportEmail,
      replyTo: fields.email,
      ...applicationReceivedEmail({
        ...fields,
        positionTitle: title,
        url: `${deps.publicUrl}/admin/applications`,
      }),
    });
    await deps.outbox.queue(trx, {
      to: fields.email,
      replyTo: deps.supportEmail,
      ...applicationConfirmationEmail({
        name: fields.name,
        positionTitle: title,
        url: `${deps.publicUrl}/careers`,
      }),
    });
  });
  deps.outbox.notify();
}
