// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupDom } from '../../../../tests/helpers/dom';
import type { SessionState } from '../../lib/session';
import { StaffHome } from './staff-home';

const dom = setupDom();
const { container } = dom;

const home = (session: SessionState) =>
  dom.hydrate(<StaffHome getSession={() => Promise.resolve(session)} />);

describe('StaffHome (/admin): the inboxes', () => {
  it('gives staff one card per task: payments, lab checks, messages, job applications, mail, bKash and certificates', async () => {
    await home({ status: 'signed-in', email: 'rafi@shikhon.example', isStaff: true });
    const cards = [...container.querySelectorAll('article')].map((card) => ({
      name: card.querySelector('h2')?.textContent,
      href: card.querySelector('h2 a')?.getAttribute('href'),
      description: card.querySelector('p')?.textContent,
    }));
    expect(cards.map(({ name, href }) => [name, href])).toEqual([
      ['Payment review', '/admin/orders'],
      ['Lab checks', '/admin/labs'],
      ['Messages', '/admin/messages'],
      ['Job applications', '/admin/applications'],
      ['Mail', '/admin/mail'],
      ['bKash reconciliation', '/admin/bkash'],
      ['Certificates', '/admin/certificates'],
    ]);
    expect(cards[1]?.description).toContain('step check');
    expect(cards[4]?.description).toContain('resend');
    expect(cards[2]?.description).toContain('contact form');
    expect(cards[3]?.description).toContain('careers page');
    expect(cards[5]?.description).toContain('what bKash reports');
  });
});
