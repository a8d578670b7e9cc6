import type { CopyShape } from '../../../shared/i18n/copy';

/** The programmes' list (/labs): its heading and its filters. */
export const programmesListCopy = {
  page: {
    eyebrow: 'Hands-on labs',
    title: 'Labs',
    lead: 'Lab programmes built from real labs in a browser terminal: a throwaway Linux machine on our servers, with no setup. Pick a technology, filter by level and find the programme that fits you.',
    metaTitle: 'Labs',
    metaDescription:
      'Hands-on lab programmes built from real labs in a browser terminal: a throwaway Linux machine on our servers, each step checked, with no setup.',
  },
  catalogue: {
    technology: 'Technology',
    allTechnologies: 'All',
    resultsHeading: 'Lab programmes',
    searchLabel: 'Search labs',
    searchPlaceholder: 'Search by title',
    level: 'Level',
    levels: {
      all: 'All levels',
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
    },
    found: (count: number) => (count === 1 ? '1 lab found' : `${count} labs found`),
    noneTitle: 'No labs found',
    noneText: 'Try another technology, level or search term.',
    clearFilters: 'Clear Filters',
  },
};

export type ProgrammesListCopy = CopyShape<typeof programmesListCopy>;
