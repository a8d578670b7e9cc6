// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DOCKER_CERTIFICATE } from '../../../../tests/helpers/certificate-fixture';
import { polyfillDialog } from '../../../../tests/helpers/dialog';
import { setValue, settle } from '../../../../tests/helpers/dom';
import { buttonByName } from '../../../../tests/helpers/queries';
import { LEARNER, sessionOf, STAFF } from '../../../../tests/helpers/sessions';
import { setupStaffPage } from '../../../../tests/helpers/staff-page';
import type { AdminCertificate } from '../../../shared/schemas/certificates';
import type { SessionState } from '../../lib/session';
import { AdminCertificatesView } from './admin-certificates-view';

const CERTIFICATE: AdminCertificate = {
  ...DOCKER_CERTIFICATE,
  learnerName: 'Nusrat Jahan',
  learnerEmail: 'nusrat@example.com',
  revokedAt: null,
  revokeReason: null,
};

const { dom, container, answer, json, signedOut, text, adminCalls } = setupStaffPage();

const view = (state: SessionState = STAFF) =>
  dom.hydrate(<AdminCertificatesView onSignedOut={signedOut} getSession={sessionOf(state)} />, {
    url: '/admin/certificates',
  });

polyfillDialog();

describe('AdminCertificatesView', () => {
  it('says when it shows only the newest certificates, and not after a search', async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      ...CERTIFICATE,
      id: `${CERTIFICATE.id.slice(0, 20)}${String(index).padStart(4, '0')}`,
    }));
    answer('GET', '/api/admin/certificates', () => json(200, many));
    answer('GET', '/api/admin/certificates?q=nusrat%40example.com', () => json(200, many));
    await view();
    expect(text()).toContain(
      'Showing the newest 50 certificates. Search by certificate ID or learner email to find any other.',
    );
    const search = container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search field');
    setValue(search, 'nusrat@example.com');
    await settle(() => buttonByName(container, 'Search').click());
    expect(text()).not.toContain('Showing the newest');
  });

  it('tells a learner the area is for staff, without asking the server', async () => {
    await view(LEARNER);
    expect(text()).toContain('This area is for Shikhon Academy staff.');
    expect(adminCalls()).toEqual([]);
  });

  it('lists certificates, searches by email, and revokes one with a reason', async () => {
    answer('GET', '/api/admin/certificates', () => json(200, [CERTIFICATE]));
    answer('GET', '/api/admin/certificates?q=nusrat%40example.com', () => json(200, [CERTIFICATE]));
    await view();
    expect(text()).toContain('Nusrat Jahan (nusrat@example.com)');

    const search = container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search field');
    setValue(search, 'nusrat@example.com');
    await settle(() => buttonByName(container, 'Search').click());
    expect(adminCalls().map((call) => call.url)).toContain(
      '/api/admin/certificates?q=nusrat%40example.com',
    );

    await settle(() => buttonByName(container, 'Revoke').click());
    const dialog = container.querySelector('dialog[open]');
    if (!dialog) throw new Error('no open dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Revoke certificate',
    );
    // A blank reason is refused in the page, before any request.
    await settle(() => buttonByName(dialog, 'Revoke certificate').click());
    expect(dialog.textContent).toContain('Write why this certificate is revoked');
    expect(adminCalls().some((call) => call.method === 'POST')).toBe(false);

    const reason = dialog.querySelector('textarea');
    if (!reason) throw new Error('no reason field');
    expect(document.querySelector(`label[for="${reason.id}"]`)?.textContent).toBe(
      'Reason for revoking',
    );
    answer('POST', `/api/admin/certificates/${CERTIFICATE.id}/revoke`, () =>
      json(200, {
        ...CERTIFICATE,
        status: 'revoked',
        revokedAt: '2026-11-24T08:00:00.000Z',
        revokeReason: 'Copied lab answers',
      }),
    );
    setValue(reason, 'Copied lab answers');
    await settle(() => buttonByName(dialog, 'Revoke certificate').click());
    expect(adminCalls().find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Copied lab answers',
    });
    expect(container.querySelector('dialog[open]')).toBeNull();
    expect(text()).toContain('Revoked on 24 November 2026: Copied lab answers');
    expect(text()).toContain('Revoked the certificate of Nusrat Jahan for Docker Fundamentals.');
  });
});
