import { describe, expect, it } from 'vitest';
import { certificatePdfUrlIn, isCertificatePath } from './certificates';

describe('isCertificatePath', () => {
  it('gives the app the certificate addresses only it can answer, in both languages', () => {
    for (const path of [
      '/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh',
      '/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.pdf',
      '/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.json',
      '/bn/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh',
      '/bn/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.pdf',
    ]) {
      expect(isCertificatePath(path), path).toBe(true);
    }
  });

  it('leaves the prerendered shells, other sections and the Bangla credential to the site', () => {
    for (const path of [
      '/certificates/shell',
      '/bn/certificates/shell',
      '/certificates/',
      '/certificates/a/b',
      '/bn/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.json',
      '/en/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh',
      '/course/docker-fundamentals',
    ]) {
      expect(isCertificatePath(path), path).toBe(false);
    }
  });
});

describe('certificatePdfUrlIn', () => {
  it('puts the Bangla PDF under /bn and leaves the English one as it is', () => {
    const pdf = 'https://shikhon.example/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.pdf';
    expect(certificatePdfUrlIn('en', pdf)).toBe(pdf);
    expect(certificatePdfUrlIn('bn', pdf)).toBe(
      'https://shikhon.example/bn/certificates/q3ZcT0aXk2mLr9VbN1sPw8Yh.pdf',
    );
  });
});
