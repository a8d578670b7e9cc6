import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/contact', () => {
  it('shows contact details with phone hours and the 24-hour reply promise', async () => {
    const { key, html, meta } = await renderPage('/contact');
    const text = visibleText(html);
    expect(key).toBe('contact');
    expect(meta.title).toBe('Contact Us');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // The server fills in its SUPPORT_EMAIL; the prerendered page carries the placeholder.
    expect(html).toContain('href="mailto:__SUPPORT_EMAIL__"');
    expect(text).toContain('__SUPPORT_EMAIL__');
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

  it('leads every support option somewhere real; forum and chat wait for hydration', async () => {
    const { html } = await renderPage('/contact');
    const text = visibleText(html);
    expect(text).toContain('Help Center');
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>Read the answers<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>View All FAQs<\/a>/);
    expect(html).toContain('href="mailto:__SUPPORT_EMAIL__?subject=Support%20request"');
    // Configurable links only appear in the browser, and only when set (see contact-sections).
    expect(text).not.toContain('Community Forum');
    expect(text).not.toContain('Live Chat');
    expect(html).not.toContain('__COMMUNITY_URL__');
    expect(html).not.toContain('__CHAT_URL__');
    expect(html).not.toMatch(/href=""/);
    expect(html).not.toContain('href="#faq"');
    expect(html).toContain('id="faq"');
  });

  it('sends the contact form with a hidden spam trap', async () => {
    const { html } = await renderPage('/contact');
    const trap =
      /<div aria-hidden="true" class="([^"]*)"><label for="([^"]+)">Leave this field empty<\/label>(<input[^>]*>)<\/div>/.exec(
        html,
      );
    expect(trap?.[1]).toContain('absolute -left-[10000px]');
    expect(trap?.[3]).toContain(`id="${trap?.[2]}"`);
    expect(trap?.[3]).toContain('name="website"');
    expect(trap?.[3]).toContain('tabindex="-1"');
    expect(trap?.[3]).toContain('autoComplete="off"');
  });

  it('answers the common questions on the page', async () => {
    const { html } = await renderPage('/contact');
    const text = visibleText(html);
    expect(text).toContain('bKash or Nagad');
    expect(text).toContain('verify it within 24 hours at most');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('less than 20% of the course');
    expect(text).toContain('certificate');
    expect(text).toContain('Do I need to install anything for the labs?');
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>Read all answers<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
  });
});
