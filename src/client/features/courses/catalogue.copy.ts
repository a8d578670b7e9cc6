import type { CopyShape } from '../../../shared/i18n/copy';

/** The course catalogue (/courses): its header, filters and results. */
export const catalogueCopy = {
  meta: {
    title: 'All Courses',
    description:
      'Browse every Shikhon Academy course in Docker, Kubernetes, AWS, Azure, Terraform, Linux, Jenkins, Ansible and Google Cloud, filtered by level, category and price.',
  },
  header: {
    eyebrow: 'Course catalogue',
    title: 'All Courses',
    lead: 'Hands-on DevOps and cloud courses, from your first container to production Kubernetes. Search by topic or narrow the list by level, category and price.',
  },
  filters: {
    label: 'Course filters',
    search: 'Search courses',
    searchPlaceholder: 'Docker, Kubernetes, AWS…',
    level: 'Level',
    allLevels: 'All levels',
    category: 'Category',
    allCategories: 'All categories',
    price: 'Price',
    allPrices: 'All prices',
    free: 'Free',
    paid: 'Paid',
  },
  matchCount: (count: number) => (count === 1 ? 'Showing 1 course' : `Showing ${count} courses`),
  clearFilters: 'Clear Filters',
  noMatchTitle: 'No courses found matching your criteria',
  noMatchText: 'Try a different search term, or widen the level, category or price.',
};

export type CatalogueCopy = CopyShape<typeof catalogueCopy>;
