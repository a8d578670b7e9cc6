import { describe, expect, it } from 'vitest';
import { programmes } from '../../../shared/catalogue/programmes';
import {
  DEFAULT_LAB_FILTERS,
  filterLabs,
  hasActiveFilters,
  parseLabFilters,
  serializeLabFilters,
  type LabFilters,
} from './lab-filters';

const titles = (filters: Partial<LabFilters>) =>
  filterLabs(programmes, { ...DEFAULT_LAB_FILTERS, ...filters }).map((lab) => lab.title);

describe('filterLabs', () => {
  it('returns every lab with the default filters', () => {
    expect(filterLabs(programmes, DEFAULT_LAB_FILTERS)).toHaveLength(6);
  });

  it('filters by technology exactly', () => {
    expect(titles({ tech: 'Docker' })).toEqual(['Docker Hands-on Labs']);
    expect(titles({ tech: 'SYSTEM DESIGN' })).toEqual(['System Design for Engineers']);
    expect(titles({ tech: 'Github' })).toEqual([]);
  });

  it('compares levels case-insensitively with mixed-case data', () => {
    const sample = [
      { title: 'A', level: 'BEGINNER', technology: 'Docker' as const },
      { title: 'B', level: 'beginner', technology: 'Docker' as const },
      { title: 'C', level: 'Advanced', technology: 'ML' as const },
    ];
    expect(
      filterLabs(sample, { ...DEFAULT_LAB_FILTERS, level: 'beginner' }).map((l) => l.title),
    ).toEqual(['A', 'B']);
    expect(titles({ level: 'beginner' })).toEqual([
      'DevOps Engineering Bootcamp',
      'Docker Hands-on Labs',
    ]);
    expect(titles({ level: 'advanced' })).toHaveLength(2);
    expect(titles({ level: 'intermediate' })).toHaveLength(2);
  });

  it('searches titles only, case-insensitively, ignoring surrounding spaces', () => {
    expect(titles({ q: 'DOCKER' })).toEqual(['Docker Hands-on Labs']);
    expect(titles({ q: '  aws insight ' })).toEqual(['AWS Insight: Architecture Labs']);
    // 'Kubernetes' only appears in descriptions, never in a title.
    expect(titles({ q: 'kubernetes' })).toEqual([]);
  });

  it('combines all filters', () => {
    expect(titles({ tech: 'Security', level: 'advanced', q: 'devsecops' })).toEqual([
      'Cloud Security and DevSecOps',
    ]);
    expect(titles({ tech: 'Security', level: 'beginner' })).toEqual([]);
  });
});

describe('parseLabFilters / serializeLabFilters', () => {
  it('parses an empty query to the defaults', () => {
    expect(parseLabFilters('')).toEqual(DEFAULT_LAB_FILTERS);
  });

  it('reads tech, q and level, tolerating case', () => {
    expect(parseLabFilters('?tech=system+design&q=Design&level=ADVANCED')).toEqual({
      tech: 'SYSTEM DESIGN',
      q: 'Design',
      level: 'advanced',
    });
  });

  it('falls back to defaults for unknown values', () => {
    expect(parseLabFilters('?tech=Cobol&level=expert')).toEqual(DEFAULT_LAB_FILTERS);
  });

  it('caps very long search text', () => {
    expect(parseLabFilters(`?q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('serializes defaults to an empty string and round-trips the rest', () => {
    expect(serializeLabFilters(DEFAULT_LAB_FILTERS)).toBe('');
    const filters: LabFilters = { tech: 'Shikhon Internal', q: 'aws lab ', level: 'intermediate' };
    const search = serializeLabFilters(filters);
    expect(search).toBe('?tech=Shikhon+Internal&q=aws+lab+&level=intermediate');
    expect(parseLabFilters(search)).toEqual(filters);
  });

  it('omits a blank search', () => {
    expect(serializeLabFilters({ ...DEFAULT_LAB_FILTERS, q: '   ' })).toBe('');
  });
});

describe('hasActiveFilters', () => {
  it('is false only for the defaults', () => {
    expect(hasActiveFilters(DEFAULT_LAB_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LAB_FILTERS, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LAB_FILTERS, tech: 'ML' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LAB_FILTERS, level: 'advanced' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LAB_FILTERS, q: 'x' })).toBe(true);
  });
});
