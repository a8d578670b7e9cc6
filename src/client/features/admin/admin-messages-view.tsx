import type { ContactMessage } from '../../../shared/schemas/contact';
import { mailtoHref } from '../../lib/mailto';
import { fetchInbox, setInboxItemHandled } from './inbox-api';
import type { StaffGateOptions } from './staff-access';
import { StaffInbox, type InboxConfig } from './staff-inbox';

const linkClasses = 'break-all text-brand-800 underline hover:text-brand-900';

/** A mailto: link that opens a reply to the message, so staff answer from their own mailbox. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return mailtoHref(message.email, { subject: `Re: ${message.subject}` });
}

const MESSAGES: InboxConfig<ContactMessage> = {
  noun: { one: 'message', many: 'messages' },
  filtersLabel: 'Message filters',
  load: (status) => fetchInbox('messages', status),
  setHandled: (id, handled) => setInboxItemHandled('messages', id, handled),
  titleOf: (message) => message.subject,
  details: (message) => [
    ['From', `${message.firstName} ${message.lastName}`],
    [
      'Email',
      <a href={replyHref(message)} className={linkClasses}>
        {message.email}
      </a>,
    ],
  ],
  messageOf: (message) => message.message,
};

/** /admin/messages: what visitors sent through the contact form, open ones first to hand. */
export function AdminMessagesView(options: StaffGateOptions) {
  return <StaffInbox config={MESSAGES} {...options} />;
}
