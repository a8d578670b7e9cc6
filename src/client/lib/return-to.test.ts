import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInHref } from './return-to';

describe('the return path after signing in', () => {
  it('follows a path on this site', () => {
    expect(safeReturnPath('/learn/docker-fundamentals/docker-1-3')).toBe(
      '/learn/docker-fundamentals/docker-1-3',
    );
    expect(returnPathFrom('?next=%2Fcheckout%2Fdocker-fundamentals')).toBe(
      '/checkout/docker-fundamentals',
    );
    expect(returnPathFrom('?tab=signup&next=/dashboard%3Fx%3D1')).toBe('/dashboard?x=1');
  });

  it('ignores anything that could lead off-site, and falls back to the default', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'learn/docker',
      '/\tevil',
      '',
    ]) {
      expect(safeReturnPath(next)).toBeNull();
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBe('/');
    }
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?next=//evil.example', '/home')).toBe('/home');
  });

  it('is carried to /auth in the query string', () => {
    expect(signInHref('/learn/docker-fundamentals/docker-1-3')).toBe(
      '/auth?next=%2Flearn%2Fdocker-fundamentals%2Fdocker-1-3',
    );
    expect(signInHref('//evil.example')).toBe('/auth');
  });
});
