import type { CopyShape } from '../../../shared/i18n/copy';

/** The 404 page: what it says, the pages it suggests, and its meta. */
export const notFoundCopy = {
  meta: {
    title: 'Page not found',
    description:
      'The page you are looking for does not exist. Return to the Shikhon Academy home page.',
  },
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Return to Home',
  suggestionsLabel: 'Popular pages',
  suggestionsTitle: 'Or try one of these:',
  suggestions: {
    courses: 'Courses',
    learningPaths: 'Learning Paths',
    labs: 'Labs',
    contact: 'Contact us',
  },
};

export type NotFoundCopy = CopyShape<typeof notFoundCopy>;
