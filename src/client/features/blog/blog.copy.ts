import type { CopyShape } from '../../../shared/i18n/copy';

/**
 * The blog's frame: the list's headings and filters, the cards and the article page around the
 * article. The articles themselves (titles, excerpts, bodies) stay in English.
 */
export const blogCopy = {
  page: {
    eyebrow: 'Blog',
    title: 'DevOps and cloud insights',
    lead: 'Practical guides from our instructors on Kubernetes, Docker, Terraform, CI/CD, AWS and Azure, written for engineers in Bangladesh.',
    metaTitle: 'Blog',
    metaDescription:
      'Practical DevOps and cloud guides from Shikhon Academy instructors: Kubernetes, Docker, Terraform, CI/CD, AWS and Azure.',
  },
  list: {
    filterLabel: 'Filter articles by category',
    all: 'All',
    /** 'Showing all 6 articles', 'Showing 1 article in Docker' or 'No articles in DevOps yet.' */
    summary: (count: number, category: string | undefined) => {
      if (count === 0) return category ? `No articles in ${category} yet.` : 'No articles yet.';
      const noun = count === 1 ? 'article' : 'articles';
      return category ? `Showing ${count} ${noun} in ${category}` : `Showing all ${count} ${noun}`;
    },
    emptyText:
      'We are writing new guides for this topic. Until then, there is plenty to read in the other categories.',
    showAll: 'Show all articles',
    featuredLabel: 'Featured article',
    latest: 'Latest articles',
    /** The grid's heading when no article is featured: 'All articles', 'Docker articles'. */
    categoryArticles: (category: string | undefined) => `${category ?? 'All'} articles`,
  },
  card: {
    featured: 'Featured',
    readMore: 'Read More',
    readMoreLabel: (title: string) => `Read More: ${title}`,
  },
  /** The catalogue's '8 min read', as the date line shows it. */
  readTime: (readTime: string) => readTime,
  article: {
    backToBlog: 'Back to Blog',
    /** Before the author's name, which is shown in bold. */
    by: 'By ',
    codeExample: (number: number | undefined) =>
      number === undefined ? 'Code example' : `Code example ${number}`,
    practiseTitle: 'Want to practise this hands-on?',
    practiseText: 'Our labs give you a throwaway Linux machine in your browser, with no setup.',
    browseCourses: 'Browse courses',
    moreArticles: 'More articles',
    seeAll: 'See all articles',
    notFoundEyebrow: 'Blog',
    notFoundTitle: 'Article not found',
    notFoundLead:
      'We could not find an article at this address. It may have moved, or the link may be mistyped.',
    latest: 'Latest articles',
    notFoundMetaTitle: 'Article not found',
    notFoundMetaDescription:
      'This article does not exist. Browse the Shikhon Academy blog for more.',
  },
};

export type BlogCopy = CopyShape<typeof blogCopy>;
