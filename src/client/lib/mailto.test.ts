import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps an ordinary address readable and encodes the subject', () => {
    expect(mailtoHref('nusrat@example.com')).toBe('mailto:nusrat@example.com');
    expect(mailtoHref('nusrat@example.com', { subject: 'Re: Invoice & receipt' })).toBe(
      'mailto:nusrat@example.com?subject=Re%3A%20Invoice%20%26%20receipt',
    );
  });

  it('keeps a hostile address one recipient: no field of its own reaches the link', () => {
    const href = mailtoHref('a@b.c?cc=victim%40x.test&body=phish', { subject: 'Re: Hi' });
    expect(href).toBe('mailto:a@b.c%3Fcc%3Dvictim%2540x.test%26body%3Dphish?subject=Re%3A%20Hi');
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(url.pathname)).toBe('a@b.c?cc=victim%40x.test&body=phish');
  });

  it('encodes the parts of an address with several @ or none', () => {
    expect(mailtoHref('a@b@c.test')).toBe('mailto:a%40b@c.test');
    expect(mailtoHref('x?to=y')).toBe('mailto:x%3Fto%3Dy');
  });
});
