import {
  PROGRAMME_TECHNOLOGIES,
  type Programme,
  type ProgrammeTechnology,
} from '../../../shared/catalogue/types';
import { programmesListCopy } from './programmes-list.copy';

const levels = programmesListCopy.catalogue.levels;

export const LEVEL_OPTIONS = [
  { value: 'all', label: levels.all },
  { value: 'beginner', label: levels.beginner },
  { value: 'intermediate', label: levels.intermediate },
  { value: 'advanced', label: levels.advanced },
] as const;
export type LevelFilter = (typeof LEVEL_OPTIONS)[number]['value'];

export type TechnologyFilter = 'All' | ProgrammeTechnology;

export interface ProgrammeFilters {
  tech: TechnologyFilter;
  /** Raw search text as typed (kept untrimmed so typing a space is not swallowed). */
  q: string;
  level: LevelFilter;
}

export const DEFAULT_PROGRAMME_FILTERS: ProgrammeFilters = { tech: 'All', q: '', level: 'all' };

const MAX_QUERY_LENGTH = 100;

/** Reads `?tech=&q=&level=`; unknown or malformed values fall back to the defaults. */
export function parseProgrammeFilters(search: string): ProgrammeFilters {
  const params = new URLSearchParams(search);
  const techParam = (params.get('tech') ?? '').trim().toLowerCase();
  const tech = PROGRAMME_TECHNOLOGIES.find((t) => t.toLowerCase() === techParam) ?? 'All';
  const levelParam = (params.get('level') ?? '').trim().toLowerCase();
  const level = LEVEL_OPTIONS.find((o) => o.value === levelParam)?.value ?? 'all';
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return { tech, q, level };
}

/** The query string for the filters ('' when all are defaults), e.g. '?tech=Docker&level=beginner'. */
export function serializeProgrammeFilters(filters: ProgrammeFilters): string {
  const params = new URLSearchParams();
  if (filters.tech !== 'All') params.set('tech', filters.tech);
  if (filters.q.trim() !== '') params.set('q', filters.q);
  if (filters.level !== 'all') params.set('level', filters.level);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: ProgrammeFilters): boolean {
  return filters.tech !== 'All' || filters.q.trim() !== '' || filters.level !== 'all';
}

/**
 * Technology matches exactly, level case-insensitively (programme levels are written in mixed case),
 * and the search is a case-insensitive substring of the title only.
 */
export function filterProgrammes<T extends Pick<Programme, 'title' | 'level' | 'technology'>>(
  programmes: readonly T[],
  filters: ProgrammeFilters,
): T[] {
  const query = filters.q.trim().toLowerCase();
  return programmes.filter(
    (programme) =>
      (filters.tech === 'All' || programme.technology === filters.tech) &&
      (filters.level === 'all' || programme.level.trim().toLowerCase() === filters.level) &&
      (query === '' || programme.title.toLowerCase().includes(query)),
  );
}
