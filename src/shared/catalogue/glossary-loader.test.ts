import { describe, expect, it } from 'vitest';
import { curricula } from './curricula';
import { glossaryCourseIds, loadGlossary } from './glossary-loader';

describe('the Bangla glossaries', () => {
  it('exist for every course with a player, and only for those', () => {
    expect([...glossaryCourseIds].sort()).toEqual(Object.keys(curricula).sort());
  });

  it('load one course’s terms, and none for an unknown course', async () => {
    const terms = await loadGlossary('docker-fundamentals');
    expect(terms.length).toBeGreaterThan(10);
    expect(terms.map((entry) => entry.term)).toContain('Dockerfile');
    expect(await loadGlossary('no-such-course')).toEqual([]);
    expect(await loadGlossary('constructor')).toEqual([]);
  });
});
