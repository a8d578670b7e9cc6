import { describe, expect, it } from 'vitest';
import { applicationHref } from './application-link';

describe('applicationHref', () => {
  it('points to the contact page with an encoded subject', () => {
    expect(applicationHref('Frontend Engineer')).toBe(
      '/contact?subject=Application%3A%20Frontend%20Engineer',
    );
  });

  it('encodes characters that would break the query string', () => {
    expect(applicationHref('QA & Release Engineer')).toBe(
      '/contact?subject=Application%3A%20QA%20%26%20Release%20Engineer',
    );
  });
});
