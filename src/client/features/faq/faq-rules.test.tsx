import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS } from './faq-content';
import { FEATURED_FAQS } from './faq-featured';
import { visibleText } from '../../../../tests/helpers/visible-text';
import { renderPage } from '../../entry-server';
import { courses } from '../../../shared/catalogue/courses';
import { curricula } from '../../../shared/catalogue/curricula';
import { needsCloudAccount } from '../../../shared/catalogue/course-figures';
import { formatTaka } from '../../../shared/format/format';
import { CERTIFICATE_STEPS } from '../../../shared/schemas/certificate-rules';
import { REISSUE_INTERVAL_DAYS } from '../../../shared/schemas/certificates';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import {
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  VERIFICATION_HOURS,
} from '../../../shared/schemas/payment-rules';
import { QUIZ_PASS_PERCENT } from '../../../shared/schemas/quiz-rules';
import {
  MONEY_BACK_GUARANTEE,
  REFUND_DAYS,
  REFUND_PERCENT,
} from '../../../shared/schemas/refund-rules';

/**
 * Each FAQ answer states the rule the server enforces, with the numbers taken from the module the
 * server enforces it with: change a constant and these fail until the wording follows (the
 * answers are built from the constants, so they do unless someone writes a number by hand).
 */

const ITEMS = FAQ_TOPICS.flatMap((topic) => topic.items);

/** The visible text of one answer, as /faq renders it. */
function answer(question: string | RegExp): string {
  const item = ITEMS.find((entry) =>
    typeof question === 'string' ? entry.question === question : question.test(entry.question),
  );
  if (!item) throw new Error(`No FAQ question ${String(question)}`);
  return visibleText(renderToStaticMarkup(<>{item.answer}</>)).trim();
}

const ALL_TEXT = ITEMS.map((item) => `${item.question} ${answer(item.question)}`).join('\n');

describe('the FAQ states the rules the code enforces', () => {
  it('refunds: the window, the percent and the dashboard button of the server rule', () => {
    const text = answer('Can I get a refund?');
    expect(text).toContain(MONEY_BACK_GUARANTEE);
    expect(text).toContain(`within ${REFUND_DAYS} days of your payment being verified`);
    expect(text).toContain(`less than ${REFUND_PERCENT}% of the course`);
    expect(text).toContain('there is no need to email us');
    const how = answer('How do I ask for a refund?');
    expect(how).toContain('Choose Request a refund on that order');
    expect(how).not.toMatch(/\bemail (us|support)\b/i);
    expect(answer('What happens to my course if I ask for a refund?')).toContain(
      `reach ${REFUND_PERCENT}% or more`,
    );
  });

  it('certificate names: the profile name, never the email, and the re-issue interval', () => {
    const text = answer('Which name does my certificate carry?');
    expect(text).toContain('never your email address');
    expect(text).toContain(`once every ${REISSUE_INTERVAL_DAYS} days`);
    expect(text).toContain('the old page stays verifiable');
  });

  it('verification: every promise of a time names VERIFICATION_HOURS', () => {
    expect(answer('How long does verification take?')).toContain(
      `We verify every payment within ${VERIFICATION_HOURS} hours`,
    );
    expect(answer('How do I pay for a course?')).toContain(
      `verify it within ${VERIFICATION_HOURS} hours at most`,
    );
    // and the automatic way, where it is offered, says so instead of promising a person
    expect(answer('How do I pay for a course?')).toContain(
      'you are enrolled as soon as bKash confirms it',
    );
    const times = [...ALL_TEXT.matchAll(/verif[^.?]*?\b(\d+) hours/gi)].map((match) => match[1]);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(new Set(times)).toEqual(new Set([String(VERIFICATION_HOURS)]));
  });

  it('certificates: every kind of course item, the quiz pass mark, and no final exam', () => {
    const text = answer('Do I get a certificate?');
    for (const step of Object.values(CERTIFICATE_STEPS)) expect(text).toContain(step);
    expect(text).toContain(`${QUIZ_PASS_PERCENT}% or more`);
    expect(text).toContain('There is no separate exam');
    expect(ALL_TEXT).not.toMatch(/final (assessment|exam)/i);
  });

  it('payments: the methods, the transaction ID length and the order statuses', () => {
    const paying = answer('How do I pay for a course?');
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) expect(paying).toContain(label);
    expect(answer('What mobile number and transaction ID do I enter?')).toContain(
      `${TRANSACTION_ID_MIN} to ${TRANSACTION_ID_MAX} letters and digits`,
    );
    const status = answer('Where can I see the status of my payment?');
    for (const label of Object.values(ORDER_STATUS_LABELS)) expect(status).toContain(label);
    // A transaction ID may be submitted again once its order was rejected (decision 011).
    expect(answer('Can I use one transaction ID for two courses?')).toContain(
      'Only if that order is rejected may you submit the same ID again',
    );
  });

  it('prices: the cheapest and the dearest course of the catalogue', () => {
    const prices = courses.map((course) => course.priceBDT);
    const text = answer('How much does a course cost?');
    expect(text).toContain(`from ${formatTaka(Math.min(...prices))}`);
    expect(text).toContain(`to ${formatTaka(Math.max(...prices))}`);
  });

  it('labs: sandboxes on our own servers, the session length, and the courses without labs', () => {
    const text = answer('Do I need to install anything for the labs?');
    expect(text).toContain('a sandbox on our own servers');
    expect(text).toContain('It is not a cloud account');
    expect(ALL_TEXT).not.toMatch(/real cloud/i);
    expect(text).toContain(
      `A session lasts ${LAB_SESSION_MINUTES} minutes and can be extended once by ${LAB_EXTEND_MINUTES} minutes`,
    );
    const withoutLabs = courses.filter(needsCloudAccount);
    expect(withoutLabs.length).toBeGreaterThan(0);
    for (const course of withoutLabs) {
      expect(course.labs).toBe(0);
      expect(text).toContain(course.title);
    }
    for (const course of courses.filter((entry) => !needsCloudAccount(entry))) {
      expect(text).not.toContain(course.title);
    }
    // 'How long does a lab take?' against the curricula's own lab minutes.
    const minutes = Object.values(curricula)
      .flatMap((modules) => modules.flatMap((module) => module.labs ?? []))
      .map((lab) => lab.minutes)
      .sort((a, b) => a - b);
    const most = [...new Set(minutes)].sort(
      (a, b) => minutes.filter((m) => m === b).length - minutes.filter((m) => m === a).length,
    )[0];
    expect(answer('How long does a lab take?')).toContain(
      `${String(minutes[0])} to ${String(minutes.at(-1))} minutes, most about ${String(most)}`,
    );
    expect(answer('How do I pass a lab?')).toContain('Finish lab checks every step again');
  });

  it('puts the most asked answers on the contact page with the same words', () => {
    for (const item of FEATURED_FAQS) expect(ITEMS).toContain(item);
  });
});

describe('the way to the FAQ', () => {
  it('is linked from the footer of every page', async () => {
    for (const path of ['/', '/courses', '/dashboard']) {
      const { html } = await renderPage(path);
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer).toMatch(/<a[^>]*href="\/faq"[^>]*>Help &amp; FAQ<\/a>/);
    }
  });
});
