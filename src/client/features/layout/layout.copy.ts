import type { CopyShape } from '../../../shared/i18n/copy';

/** The header, footer and skip link: every page's frame. */
export const layoutCopy = {
  skipToContent: 'Skip to content',
  tagline: 'Master the Future',
  nav: { courses: 'Courses', learningPaths: 'Learning Paths', labs: 'Labs' },
  mainNav: 'Main',
  compactNav: 'Main (compact)',
  dashboard: 'Dashboard',
  profile: 'Profile',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  signOutFailed: 'Sign out failed',
  startLearning: 'Start Learning',
  adminWaiting: ' waiting',
  language: {
    /** The switch's own label, read before the other language's name. */
    label: 'Language',
    offer: 'This page is also in বাংলা. Would you like to read it in Bangla?',
    accept: 'বাংলায় পড়ুন',
    decline: 'Stay in English',
  },
};

export type LayoutCopy = CopyShape<typeof layoutCopy>;
