import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

describe('/faq', () => {
  it('answers the common questions, grouped by topic under real headings', async () => {
    const { key, html, meta } = await renderPage('/faq');
    expect(key).toBe('faq');
    expect(meta.title).toBe('Frequently asked questions');
    expect(meta.noindex).toBeUndefined();
    expect(meta.status).toBeUndefined();
    expect(html).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const topic of [
      'Payments',
      'Payment verification',
      'Refunds',
      'Certificates',
      'Labs',
      'Your account',
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${topic}</h2>`));
    }
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/<h2[\s>]/g)).toHaveLength(6);
  });

  it('says how to pay, how long verification takes and when refunds apply', async () => {
    const text = visibleText((await renderPage('/faq')).html);
    expect(text).toContain(
      'use Send Money to send the course price to the number shown at checkout',
    );
    expect(text).toContain('enter the mobile number you paid from and the transaction ID');
    expect(text).toContain('a transaction ID belongs to the order it was first submitted with');
    expect(text).toContain('We verify every payment within 24 hours');
    expect(text).toContain('Pending verification, Verified or Rejected');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('within 30 days of your payment being verified');
    expect(text).toContain('less than 20% of the course');
    expect(text).toContain('to the bKash or Nagad account you paid from');
    // Refunds are asked for on the dashboard ('Request a refund'), not by email.
    expect(text).toContain('Choose Request a refund on that order');
    expect(text).toContain('there is no need to email us');
    expect(text).not.toContain('How do I ask for a refund? Email');
    expect(text).toContain('every lesson read to the end, every module quiz passed');
    expect(text).not.toContain('final assessment');
    // PRODUCT.md section 7: labs are sandboxes on our servers, and the cloud courses have none.
    expect(text).toContain('a throwaway Debian 12 machine, a sandbox on our own servers');
    expect(text).toContain('exercises you run on your own cloud account');
    expect(text).not.toContain('real cloud');
    expect(text).toContain('20 to 45 minutes, most about 30');
    expect(text).toContain('Forgot password?');
    expect(text).toContain('Continue with Google');
  });

  it('links to real places, including the contact page and the support address', async () => {
    const { html } = await renderPage('/faq');
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    expect(html).toContain('href="mailto:__SUPPORT_EMAIL__"');
    expect(html).toContain('href="/auth"');
    for (const topic of [
      'payments',
      'verification',
      'refunds',
      'certificates',
      'labs',
      'accounts',
    ]) {
      expect(html).toContain(`href="#${topic}"`);
      expect(html).toContain(`id="${topic}"`);
    }
  });
});
