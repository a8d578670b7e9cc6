import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { courses } from '../../../shared/catalogue/courses';
import { formatTaka } from '../../../shared/format/format';
import { visibleText } from '../../../../tests/helpers/visible-text';

/** The opening tag of the element with this attribute, e.g. one input by its name. */
function tagWith(html: string, attribute: string): string {
  const found = new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`).exec(html);
  if (!found) throw new Error(`no element with ${attribute}`);
  return found[0];
}

function labelTextFor(html: string, id: string): string | undefined {
  const found = new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html);
  return found?.[1];
}

describe('/checkout/{id}', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    'prerenders the payment form for %s',
    async (_id, course) => {
      const { key, html, meta } = await renderPage(`/checkout/${course.id}`);
      const text = visibleText(html);
      expect(key).toBe('checkout');
      expect(meta).toMatchObject({ title: `Checkout: ${course.title}`, noindex: true });
      expect(meta.status).toBeUndefined();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

      // Summary: title, badge and the catalogue price.
      expect(text).toContain(course.title);
      expect(text).toContain('DevOps & Cloud');
      expect(text).toContain(`Total amount ${formatTaka(course.priceBDT)}`);

      // Both receiving numbers are placeholders the server fills in; so is the demo warning.
      expect(html).toContain('__BKASH_NUMBER__');
      expect(html).toContain('__NAGAD_NUMBER__');
      expect(html).toMatch(/<p class="[^"]*empty:hidden[^"]*">__PAYMENT_NUMBERS_NOTE__<\/p>/);
      expect(text).toContain(`How to pay ${formatTaka(course.priceBDT)} with bKash`);
      expect(text).toContain('Send Money and enter __BKASH_NUMBER__');
      expect(text).toContain('Note the Transaction ID from the confirmation SMS');

      // Method: a fieldset of two real radios, bKash chosen.
      expect(html).toMatch(/<legend[^>]*>Payment method<\/legend>/);
      const bkash = tagWith(html, 'value="bkash"');
      const nagad = tagWith(html, 'value="nagad"');
      expect(bkash).toContain('type="radio"');
      expect(bkash).toContain('checked=""');
      expect(nagad).not.toContain('checked=""');
      expect(labelTextFor(html, /id="([^"]+)"/.exec(bkash)?.[1] ?? '')).toBe('bKash');
      expect(labelTextFor(html, /id="([^"]+)"/.exec(nagad)?.[1] ?? '')).toBe('Nagad');

      const mobile = tagWith(html, 'name="mobileNumber"');
      expect(mobile).toContain('type="tel"');
      expect(mobile).toContain('placeholder="01XXXXXXXXX"');
      expect(mobile).toContain('required=""');
      expect(mobile).toContain('autoComplete="tel"');
      expect(labelTextFor(html, /id="([^"]+)"/.exec(mobile)?.[1] ?? '')).toBe('Mobile number');
      const transaction = tagWith(html, 'name="transactionId"');
      expect(transaction).toContain('required=""');
      expect(labelTextFor(html, /id="([^"]+)"/.exec(transaction)?.[1] ?? '')).toBe(
        'Transaction ID',
      );

      expect(html).toMatch(/<button type="submit"[^>]*>Submit Payment Details<\/button>/);
      expect(text).toContain(
        'We verify your payment within 24 hours and confirm your access by email.',
      );
    },
  );

  it("answers 'Course not found' with status 404 for an unknown id", async () => {
    const { key, html, meta } = await renderPage('/checkout/nope');
    expect(key).toBe('checkout');
    expect(meta.status).toBe(404);
    expect(meta.title).toBe('Course not found');
    expect(html).toMatch(/<h1[^>]*>Course not found<\/h1>/);
    expect(html).toContain('href="/courses"');
    expect(visibleText(html)).toContain('Back to Courses');
    expect(html).not.toContain('<form');
  });
});
