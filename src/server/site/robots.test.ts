import { describe, expect, it } from 'vitest';
import { allowedPaths, disallowedPaths, robotsTxt } from './robots';

describe('robots.txt', () => {
  it('allows the listed pages inside a disallowed section, before its Disallow', () => {
    const listed = ['/', '/courses', '/learn/docker-fundamentals/docker-1-1', '/learn/aws/aws-1-1'];
    expect(disallowedPaths()).toContain('/learn/');
    expect(allowedPaths(listed)).toEqual([
      '/learn/docker-fundamentals/docker-1-1',
      '/learn/aws/aws-1-1',
    ]);
    const robots = robotsTxt('https://example.test', listed);
    expect(robots).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /learn/docker-fundamentals/docker-1-1',
        'Allow: /learn/aws/aws-1-1',
        'Disallow: /api/',
        ...disallowedPaths().map((urlPath) => `Disallow: ${urlPath}`),
        '',
        'Sitemap: https://example.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('has no Allow line when no listed page is in a disallowed section', () => {
    expect(robotsTxt('https://example.test', ['/', '/courses'])).not.toMatch(/Allow: \/\S/);
  });
});
