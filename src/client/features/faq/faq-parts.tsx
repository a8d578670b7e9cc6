import type { ReactNode } from 'react';
import { mailtoHref } from '../../lib/mailto';
import { siteSetting } from '../../lib/site-settings';
import { localePath } from '../../i18n/locale-path';
import { faqFeaturedCopy, type FaqBlocks } from './faq-featured.copy';

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

/** `[words](/path)`, `**words**` and `{email}` in a copy text (faq-featured.copy.ts). */
const MARKUP = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{email\}/g;

/** A copy text with its links to our pages, button names in bold and the support address. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, label, href, bold] = match;
    const key = match.index;
    if (label !== undefined && href !== undefined) {
      parts.push(
        <FaqLink key={key} href={href}>
          {label}
        </FaqLink>,
      );
    } else if (bold !== undefined) {
      parts.push(<strong key={key}>{bold}</strong>);
    } else {
      parts.push(<SupportEmailLink key={key} />);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** An answer's paragraphs and numbered steps, spaced apart. */
export function FaqAnswer({ blocks }: { blocks: FaqBlocks }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className={index > 0 ? 'mt-3' : undefined}>
            <RichText text={block} />
          </p>
        ) : (
          <ol key={index} className="mt-3 list-decimal space-y-1 pl-6">
            {block.map((step) => (
              <li key={step}>
                <RichText text={step} />
              </li>
            ))}
          </ol>
        ),
      )}
    </>
  );
}

/** A question and its answer from a copy module. */
export function faqItem({ question, answer }: { question: string; answer: FaqBlocks }): FaqItem {
  return { question, answer: <FaqAnswer blocks={answer} /> };
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
      <RichText text={faqFeaturedCopy.stillHaveAQuestion} />
    </p>
  );
}
