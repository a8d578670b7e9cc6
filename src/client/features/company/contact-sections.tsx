import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { BookIcon, MailIcon, MapPinIcon, PhoneIcon, UsersIcon } from '../../components/ui/icons';
import { CONTACT_FAQS } from './contact-faqs';
import {
  OFFICE_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from './support-contact';

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
  return (
    <ul className="mt-6 space-y-4">
      <DetailItem icon={<MailIcon className="h-5 w-5" />} title="Email">
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className={`${linkClasses} inline-flex min-h-10 items-center break-all`}
        >
          {SUPPORT_EMAIL}
        </a>
        <p>We reply within 24 hours.</p>
      </DetailItem>
      <DetailItem icon={<PhoneIcon className="h-5 w-5" />} title="Phone">
        <a href={SUPPORT_PHONE_HREF} className={`${linkClasses} inline-flex min-h-10 items-center`}>
          {SUPPORT_PHONE}
        </a>
        <p>{SUPPORT_HOURS} (Bangladesh time)</p>
      </DetailItem>
      <DetailItem icon={<MapPinIcon className="h-5 w-5" />} title="Office">
        <address className="not-italic">
          {OFFICE_ADDRESS.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailItem>
    </ul>
  );
}

const CHAT_ICON = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className="h-5 w-5"
  >
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

const SUPPORT_OPTIONS = [
  {
    title: 'Live Chat',
    icon: CHAT_ICON,
    text: 'Live chat with our support team opens soon. Until then, email us and a real person replies within 24 hours.',
    href: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Support request')}`,
    action: 'Email support',
  },
  {
    title: 'Community Forum',
    icon: <UsersIcon className="h-5 w-5" />,
    text: 'Our learner forum is on its way. Meanwhile, send us your question by email, or call us Mon-Fri 9am-6pm.',
    href: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Question for the community')}`,
    action: 'Ask by email',
  },
  {
    title: 'Help Center',
    icon: <BookIcon className="h-5 w-5" />,
    text: 'Quick answers about bKash and Nagad payments, refunds, certificates and labs.',
    href: '#faq',
    action: 'Read the answers',
  },
];

export function SupportOptions() {
  return (
    <section aria-labelledby="support-options" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="support-options" className="text-3xl font-bold tracking-tight text-slate-900">
          More ways to get help
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {SUPPORT_OPTIONS.map((option) => (
            <li
              key={option.title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-800">
                {option.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{option.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{option.text}</p>
              <a
                href={option.href}
                className={`${linkClasses} mt-4 inline-flex min-h-10 items-center`}
              >
                {option.action}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <ButtonLink href="#faq" variant="outline">
            View All FAQs
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function ContactFaq() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className="mx-auto max-w-3xl scroll-mt-40 px-4 md:scroll-mt-24 py-14 sm:px-6"
    >
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {CONTACT_FAQS.map((faq) => (
          <li key={faq.question} className="p-6">
            <h3 className="text-lg font-bold text-slate-900">{faq.question}</h3>
            <p className="mt-2 leading-7 text-slate-700">{faq.answer}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        Still have a question?{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
          Email {SUPPORT_EMAIL}
        </a>{' '}
        and we will reply within 24 hours.
      </p>
    </section>
  );
}
