import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { positions } from '../../../shared/catalogue/careers';
import type { ContactFields, ContactMessage } from '../../../shared/schemas/contact';
import type { ApplicationFields, JobApplication } from '../../../shared/schemas/job-application';
import type { ContactMessagesTable, DatabaseSchema, JobApplicationsTable } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import {
  applicationConfirmationEmail,
  applicationReceivedEmail,
  contactMessageEmail,
} from '../../mail/templates';

export interface SiteFormsDependencies {
  db: Kysely<DatabaseSchema>;
  mailer: Mailer;
  supportEmail: string;
  publicUrl: string;
  log: (line: string) => void;
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

/** Mail is sent after the row is stored: a mail server that is down loses nothing. */
async function sendQuietly(deps: SiteFormsDependencies, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.log(`Mail (${what}) failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Stores a contact message and mails it to SUPPORT_EMAIL, replying to the sender. */
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
  await deps.db.insertInto('contact_messages').values(row).execute();
  await sendQuietly(deps, `contact message ${row.id}`, () =>
    deps.mailer.send({
      to: deps.supportEmail,
      replyTo: fields.email,
      ...contactMessageEmail({ ...fields, url: `${deps.publicUrl}/admin/messages` }),
    }),
  );
}

/** Stores an application, mails it to SUPPORT_EMAIL and a confirmation to the applicant. */
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
  await deps.db.insertInto('job_applications').values(row).execute();
  const title = positionTitle(fields.positionId);
  await sendQuietly(deps, `application ${row.id}`, () =>
    deps.mailer.send({
      to: deps.supportEmail,
      replyTo: fields.email,
      ...applicationReceivedEmail({
        ...fields,
        positionTitle: title,
        url: `${deps.publicUrl}/admin/applications`,
      }),
    }),
  );
  await sendQuietly(deps, `application confirmation ${row.id}`, () =>
    deps.mailer.send({
      to: fields.email,
      replyTo: deps.supportEmail,
      ...applicationConfirmationEmail({
        name: fields.name,
        positionTitle: title,
        url: `${deps.publicUrl}/careers`,
      }),
    }),
  );
}
