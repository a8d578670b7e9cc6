import { describe, expect, it } from 'vitest';
import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import { CERTIFICATE_REQUIREMENTS } from '../../../shared/schemas/certificate-rules';
import { LAB_EXTEND_MINUTES, LAB_SESSION_MINUTES } from '../../../shared/schemas/lab-rules';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';

function fullText(document: LegalDocument): string {
  return [
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items)),
    ]),
  ].join('\n');
}

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s', (_name, document) => {
  it('was last updated on December 15, 2024', () => {
    expect(document.lastUpdated).toBe('2024-12-15');
  });

  it('has sections with unique anchors and some content each', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of document.sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });
});

describe('privacy policy constants (docs/product-rules.md)', () => {
  const text = fullText(privacyPolicy);

  it.each([
    'We reply within 30 days',
    'until you delete your account, plus 30 days',
    'Course progress and certificate records: 7 years',
    'Communications, such as contact messages and support emails: 3 years',
    'Payment records: about 7 years',
    'We use only one cookie: a session cookie',
    'A member of our staff reviews each payment',
    'bKash or Nagad',
    'at least 30 days before it takes effect',
  ])('says %j', (phrase) => {
    expect(text).toContain(phrase);
  });
});

describe('terms of service constants (docs/product-rules.md)', () => {
  const text = fullText(termsOfService);

  it.each([
    'at least 16 years old',
    'money back within 30 days of your payment being verified',
    'completed less than 20% of the course',
    'Refunds are requested on your Dashboard, not by email',
    '99.9% of the time',
    'at least 30 days before it takes effect',
    'the amounts you paid us in the 12 months before the claim',
    'governed by the laws of Bangladesh',
    'Our staff review every payment',
  ])('says %j', (phrase) => {
    expect(text).toContain(phrase);
  });
});

describe('terms of service rules, from the constants the server enforces', () => {
  const text = fullText(termsOfService);

  it('states the certificate rule, the verification time and the lab session', () => {
    expect(text).toContain(`when you have finished all of it: ${CERTIFICATE_REQUIREMENTS}.`);
    expect(text).toContain('there is no separate exam');
    expect(text).toContain(`normally verify it within ${VERIFICATION_HOURS} hours`);
    expect(text).toContain(
      `lasts ${LAB_SESSION_MINUTES} minutes and can be extended once by ${LAB_EXTEND_MINUTES} minutes`,
    );
    expect(text).toContain('sandboxes on our own servers');
    // Lessons are text: there are no course videos to promise or to forbid copying.
    expect(text).not.toMatch(/videos/i);
  });
});
