import type { MyCertificate } from '../../src/shared/schemas/certificates';

/** One valid certificate as its learner sees it; staff views add the learner and revocation. */
export const DOCKER_CERTIFICATE: MyCertificate = {
  id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  learnerName: 'Nusrat Jahan',
  courseId: 'docker-fundamentals',
  courseTitle: 'Docker Fundamentals',
  issuedAt: '2026-11-20T10:00:00.000Z',
  status: 'valid',
  url: 'https://shikhon.test/certificates/AbCdEfGhIjKlMnOpQrStUvWx',
  pdfUrl: 'https://shikhon.test/certificates/AbCdEfGhIjKlMnOpQrStUvWx.pdf',
};
