import type { CopyShape } from '../../../shared/i18n/copy';

/** The footer's words: the server's only (the footer is never hydrated, root-layout.tsx). */
export const siteFooterCopy = {
  about:
    'Hands-on DevOps and cloud training for learners and working professionals in Bangladesh: containers, Kubernetes, cloud platforms, infrastructure as code and Linux.',
  badgesLabel: 'Certifications and guarantees',
  badges: ['SOC 2 Compliant', 'GDPR Ready', '99.9% Uptime'],
  courses: 'Courses',
  company: 'Company',
  legal: 'Legal',
  aboutUs: 'About Us',
  careers: 'Careers',
  blog: 'Blog',
  contact: 'Contact',
  faq: 'Help & FAQ',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  rights: '© 2024 Shikhon Academy. All rights reserved.',
};

export type SiteFooterCopy = CopyShape<typeof siteFooterCopy>;
