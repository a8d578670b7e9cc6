// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DOCKER_CERTIFICATE } from '../../../../tests/helpers/certificate-fixture';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import type { MyCertificate } from '../../../shared/schemas/certificates';
import { MyCertificates } from './my-certificates';

const dom = setupDom();
const { container } = dom;
const { answer, json } = fakeApi();

const CERTIFICATE: MyCertificate = DOCKER_CERTIFICATE;

const link = (name: string) =>
  [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === name);

describe('MyCertificates', () => {
  it('lists each certificate with its page, its PDF and LinkedIn’s add-to-profile link', async () => {
    answer('GET', '/api/certificates', () => json(200, [CERTIFICATE]));
    await dom.render(<MyCertificates />);
    expect(container.querySelector('h3')?.textContent).toBe('Docker Fundamentals');
    expect(container.textContent).toContain('Completed on 20 November 2026');
    expect(link('View certificate')?.getAttribute('href')).toBe(CERTIFICATE.url);
    expect(link('Download PDF')?.getAttribute('href')).toBe(CERTIFICATE.pdfUrl);
    const linkedIn = new URL(link('Share on LinkedIn')?.getAttribute('href') ?? '');
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Docker Fundamentals',
      organizationName: 'Shikhon Academy',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: CERTIFICATE.url,
      certId: CERTIFICATE.id,
    });
    expect(link('Share on LinkedIn')?.getAttribute('href')).toContain(
      'organizationName=Shikhon%20Academy',
    );
  });

  it('explains how to earn one when there is none yet', async () => {
    answer('GET', '/api/certificates', () => json(200, []));
    await dom.render(<MyCertificates />);
    expect(container.textContent).toContain(
      'No certificates yet. Finish every lesson, quiz and lab of a course to earn its certificate.',
    );
  });
});
