// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import type { CertificateView } from '../../../shared/schemas/certificates';
import { CertificateVerification } from './certificate-view';

const dom = setupDom();
const { container } = dom;
const { answer, json, calls } = fakeApi();

const ID = 'AbCdEfGhIjKlMnOpQrStUvWx';
const VALID: CertificateView = {
  id: ID,
  learnerName: 'Nusrat Jahan',
  learnerNameBn: null,
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  level: 'Beginner',
  hours: 16,
  issuedAt: '2026-11-20T10:00:00.000Z',
  issuer: 'Shikhon Academy',
  status: 'valid',
  revokedAt: null,
  revokeReason: null,
  supersededBy: null,
  url: `https://shikhon.test/certificates/${ID}`,
  pdfUrl: `https://shikhon.test/certificates/${ID}.pdf`,
  credentialUrl: `https://shikhon.test/certificates/${ID}.json`,
  qr: { size: 21, path: 'M0 0h1v1h-1z' },
};

const text = () => container.textContent ?? '';

describe('CertificateVerification', () => {
  it('is prerendered as a check, then shows every fact, the QR code and the URL', async () => {
    answer('GET', `/api/certificates/${ID}`, () => json(200, VALID));
    const html = await dom.hydrate(<CertificateVerification id={ID} missing={false} />);
    expect(html).toContain('Checking this certificate…');
    for (const fact of [
      'Valid certificate.',
      'Nusrat Jahan',
      'Docker Fundamentals',
      'Beginner',
      '16 hours',
      '20 November 2026',
      'Shikhon Academy',
      VALID.url,
    ]) {
      expect(text()).toContain(fact);
    }
    expect(container.querySelector('svg[role="img"] path')?.getAttribute('d')).toBe('M0 0h1v1h-1z');
    expect(container.querySelector(`a[href="${VALID.pdfUrl}"]`)?.textContent).toBe('Download PDF');
  });

  it('says when and why a certificate was revoked', async () => {
    answer('GET', `/api/certificates/${ID}`, () =>
      json(200, {
        ...VALID,
        status: 'revoked',
        revokedAt: '2026-11-24T08:00:00.000Z',
        revokeReason: 'Refunded',
      }),
    );
    await dom.render(<CertificateVerification id={ID} missing={false} />);
    expect(text()).toContain(
      'Revoked on 24 November 2026: Refunded. This certificate is no longer valid.',
    );
    expect(text()).not.toContain('Valid certificate.');
  });

  it('shows the not-found state for an unknown id, and asks nothing for the shell itself', async () => {
    answer('GET', '/api/certificates/nope', () =>
      json(404, { error: { code: 'not_found', message: 'There is no certificate with this id.' } }),
    );
    await dom.render(<CertificateVerification id="nope" missing={false} />);
    expect(container.querySelector('h1')?.textContent).toBe('Certificate not found');
    dom.unmount();
    calls.length = 0;
    await dom.render(<CertificateVerification id="shell" missing={false} />);
    expect(container.querySelector('h1')?.textContent).toBe('Certificate not found');
    expect(calls).toEqual([]);
  });
});
