import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from './visible-text';

describe('/contact', () => {
  it('shows contact details with phone hours and the 24-hour reply promise', async () => {
    const { key, html, meta } = await renderPage('/contact');
    const text = visibleText(html);
    expect(key).toBe('contact');
    expect(meta.title).toBe('Contact Us');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('href="mailto:support@shikhon.academy"');
    expect(text).toContain('+880 1700-000000');
    expect(html).toContain('href="tel:+8801700000000"');
    expect(text).toContain('Mon-Fri 9am-6pm');
    expect(text).toContain('Dhaka');
    expect(text).toContain('within 24 hours');
  });

  it('renders the form with a visible label for every field and an empty subject', async () => {
    const { html } = await renderPage('/contact');
    for (const [name, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['subject', 'Subject'],
      ['message', 'Message'],
    ]) {
      const field = new RegExp(`<(input|textarea)[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html);
      expect(field, name).not.toBeNull();
      expect(html).toContain(
        `<label for="${field?.[2]}" class="block text-sm font-semibold text-slate-900">${label}</label>`,
      );
    }
    expect(html).toMatch(/<input[^>]*name="subject" value=""/);
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
    expect(html).toMatch(/<form novalidate=""/i);
  });

  it('offers the four support options, none of them inert', async () => {
    const { html } = await renderPage('/contact');
    const text = visibleText(html);
    for (const option of ['Live Chat', 'Community Forum', 'Help Center', 'View All FAQs']) {
      expect(text).toContain(option);
    }
    expect(html.match(/href="#faq"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<a[^>]*href="#faq"[^>]*>View All FAQs<\/a>/);
    expect(html).toContain('id="faq"');
  });

  it('answers the common questions on the page', async () => {
    const text = visibleText((await renderPage('/contact')).html);
    expect(text).toContain('bKash or Nagad');
    expect(text).toContain('verifies it within 24 hours');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('less than 20% of the course');
    expect(text).toContain('certificate');
    expect(text).toContain('Do I need to install anything for the labs?');
  });
});
