import { describe, expect, it } from 'vitest';
import { programmes } from '../../../shared/catalogue/programmes';
import {
  DEFAULT_PROGRAMME_FILTERS,
  filterProgrammes,
  hasActiveFilters,
  parseProgrammeFilters,
  serializeProgrammeFilters,
  type ProgrammeFilters,
} from './programme-filters';

const titles = (filters: Partial<ProgrammeFilters>) =>
  filterProgrammes(programmes, { ...DEFAULT_PROGRAMME_FILTERS, ...filters }).map(
    (programme) => programme.title,
  );

describe('filterProgrammes', () => {
  it('returns every programme with the default filters', () => {
    expect(filterProgrammes(programmes, DEFAULT_PROGRAMME_FILTERS)).toHaveLength(6);
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
      filterProgrammes(sample, { ...DEFAULT_PROGRAMME_FILTERS, level: 'beginner' }).map(
        (l) => l.title,
      ),
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

describe('parseProgrammeFilters / serializeProgrammeFilters', () => {
  it('parses an empty query to the defaults', () => {
    expect(parseProgrammeFilters('')).toEqual(DEFAULT_PROGRAMME_FILTERS);
  });

  it('reads tech, q and level, tolerating case', () => {
    expect(parseProgrammeFilters('?tech=system+design&q=Design&level=ADVANCED')).toEqual({
      tech: 'SYSTEM DESIGN',
      q: 'Design',
      level: 'advanced',
    });
  });

  it('falls back to defaults for unknown values', () => {
    expect(parseProgrammeFilters('?tech=Cobol&level=expert')).toEqual(DEFAULT_PROGRAMME_FILTERS);
  });

  it('caps very long search text', () => {
    expect(parseProgrammeFilters(`?q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('serializes defaults to an empty string and round-trips the rest', () => {
    expect(serializeProgrammeFilters(DEFAULT_PROGRAMME_FILTERS)).toBe('');
    const filters: ProgrammeFilters = {
      tech: 'Shikhon Internal',
      q: 'aws lab ',
      level: 'intermediate',
    };
    const search = serializeProgrammeFilters(filters);
    expect(search).toBe('?tech=Shikhon+Internal&q=aws+lab+&level=intermediate');
    expect(parseProgrammeFilters(search)).toEqual(filters);
  });

  it('omits a blank search', () => {
    expect(serializeProgrammeFilters({ ...DEFAULT_PROGRAMME_FILTERS, q: '   ' })).toBe('');
  });
});

describe('hasActiveFilters', () => {
  it('is false only for the defaults', () => {
    expect(hasActiveFilters(DEFAULT_PROGRAMME_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PROGRAMME_FILTERS, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PROGRAMME_FILTERS, tech: 'ML' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PROGRAMME_FILTERS, level: 'advanced' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PROGRAMME_FILTERS, q: 'x' })).toBe(true);
  });
});
