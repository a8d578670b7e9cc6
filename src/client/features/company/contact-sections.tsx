import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import {
  BookIcon,
  Icon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { mailtoHref } from '../../lib/mailto';
import { siteSetting } from '../../lib/site-settings';
import { SUPPORT_PHONE_HREF } from './support-contact';
import { useHydrated } from '../../lib/use-hydrated';
import { localePath } from '../../i18n/locale-path';
import { contactCopy } from './contact.copy';

const { details, support } = contactCopy;

const linkClasses =
  'font-semibold text-brand-800 underline-offset-4 hover:text-brand-900 hover:underline';

function DetailItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <div className="mt-1 text-sm leading-6 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export function ContactDetails() {
  // The server writes its SUPPORT_EMAIL into the page; text and link agree before and after hydration.
  const email = siteSetting('support-email');
  return (
    <ul className="mt-6 space-y-4">
      <DetailItem icon={<MailIcon className="h-5 w-5" />} title={details.email}>
        <a
          href={mailtoHref(email)}
          className={`${linkClasses} inline-flex min-h-10 items-center break-all`}
        >
          {email}
        </a>
        <p>{details.replyTime}</p>
      </DetailItem>
      <DetailItem icon={<PhoneIcon className="h-5 w-5" />} title={details.phone}>
        <a href={SUPPORT_PHONE_HREF} className={`${linkClasses} inline-flex min-h-10 items-center`}>
          {details.phoneNumber}
        </a>
        <p>{details.hours}</p>
      </DetailItem>
      <DetailItem icon={<MapPinIcon className="h-5 w-5" />} title={details.office}>
        <address className="not-italic">
          {details.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailItem>
    </ul>
  );
}

// Only the contact page shows a chat bubble: kept here, out of the icon set every page loads.
const CHAT_ICON = (
  <Icon className="h-5 w-5">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);

interface SupportOption {
  title: string;
  icon: ReactNode;
  text: string;
  href: string;
  action: string;
}

/** Only http(s) addresses become links, whatever the configuration holds. */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Tailwind needs whole class names, so each possible number of options has its own. */
const GRID_COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

/**
 * Chat and forum are optional (CHAT_URL, COMMUNITY_URL). They appear only after hydration, so
 * the prerendered HTML, built before any setting is known, never holds an empty link, and
 * only when set; the other two options always lead somewhere.
 */
function useSupportOptions(): SupportOption[] {
  const hydrated = useHydrated();
  const email = siteSetting('support-email');
  const chatUrl = hydrated ? siteSetting('chat-url') : '';
  const communityUrl = hydrated ? siteSetting('community-url') : '';
  const options: SupportOption[] = [];
  if (isWebLink(chatUrl)) {
    options.push({
      title: support.chatTitle,
      icon: CHAT_ICON,
      text: support.chatText,
      href: chatUrl,
      action: support.chatAction,
    });
  }
  if (isWebLink(communityUrl)) {
    options.push({
      title: support.forumTitle,
      icon: <UsersIcon className="h-5 w-5" />,
      text: support.forumText,
      href: communityUrl,
      action: support.forumAction,
    });
  }
  options.push(
    {
      title: support.helpTitle,
      icon: <BookIcon className="h-5 w-5" />,
      text: support.helpText,
      href: '/faq',
      action: support.helpAction,
    },
    {
      title: support.emailTitle,
      icon: <MailIcon className="h-5 w-5" />,
      text: support.emailText(email),
      href: mailtoHref(email, { subject: support.emailSubject }),
      action: support.emailAction,
    },
  );
  return options;
}

export function SupportOptions() {
  const options = useSupportOptions();
  return (
    <section aria-labelledby="support-options" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="support-options" className="text-3xl font-bold tracking-tight text-slate-900">
          {support.title}
        </h2>
        <ul className={`mt-8 grid gap-6 ${GRID_COLUMNS[options.length] ?? 'md:grid-cols-2'}`}>
          {options.map((option) => (
            <li
              key={option.title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-800">
                {option.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{option.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700 break-words">
                {option.text}
              </p>
              <a
                href={localePath(option.href)}
                className={`${linkClasses} mt-4 inline-flex min-h-10 items-center`}
              >
                {option.action}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <ButtonLink href={localePath('/faq')} variant="outline">
            {support.allFaqs}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
