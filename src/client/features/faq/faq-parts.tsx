import type { ReactNode } from 'react';
import { mailtoHref } from '../../lib/mailto';
import { siteSetting } from '../../lib/site-settings';
import { localePath } from '../../i18n/locale-path';

/**
 * The pieces FAQ answers are made of. Answers are elements rather than strings so they can hold
 * real links; the support address is the server's (SUPPORT_EMAIL), filled in at render.
 */
export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export const faqLinkClasses =
  'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export function FaqLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={localePath(href)} className={faqLinkClasses}>
      {children}
    </a>
  );
}

export function SupportEmailLink() {
  const email = siteSetting('support-email');
  return (
    <a href={mailtoHref(email)} className={`${faqLinkClasses} break-words`}>
      {email}
    </a>
  );
}

/** One question and its answer; plain headings keep every answer readable without JavaScript. */
export function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <li className="p-6">
      <h3 className="text-lg font-bold text-slate-900">{item.question}</h3>
      <div className="mt-2 leading-7 text-slate-700">{item.answer}</div>
    </li>
  );
}

export function StillHaveAQuestion() {
  return (
    <p className="mt-6 text-slate-700">
      Still have a question?{' '}
      <a href={localePath('/contact')} className={faqLinkClasses}>
        Contact us
      </a>{' '}
      or email <SupportEmailLink />, and we will reply within 24 hours.
    </p>
  );
}
