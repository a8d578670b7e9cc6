import type { PageModule } from './page';
import type { PageKey } from './routes';

/**
 * Each page is its own chunk: the browser loads only the page it shows. The prerender step finds
 * a page's chunk in Vite's manifest by the file name `pages/{key}.page.tsx`.
 */
export const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./pages/home.page').then((m) => m.page),
  auth: () => import('./pages/auth.page').then((m) => m.page),
  admin: () => import('./pages/admin.page').then((m) => m.page),
  'admin-orders': () => import('./pages/admin-orders.page').then((m) => m.page),
  'admin-messages': () => import('./pages/admin-messages.page').then((m) => m.page),
  'admin-applications': () => import('./pages/admin-applications.page').then((m) => m.page),
  'admin-mail': () => import('./pages/admin-mail.page').then((m) => m.page),
  faq: () => import('./pages/faq.page').then((m) => m.page),
  'career-application': () => import('./pages/career-application.page').then((m) => m.page),
  dashboard: () => import('./pages/dashboard.page').then((m) => m.page),
  checkout: () => import('./pages/checkout.page').then((m) => m.page),
  'reset-password': () => import('./pages/reset-password.page').then((m) => m.page),
  courses: () => import('./pages/courses.page').then((m) => m.page),
  course: () => import('./pages/course.page').then((m) => m.page),
  'course-landing': () => import('./pages/course-landing.page').then((m) => m.page),
  labs: () => import('./pages/labs.page').then((m) => m.page),
  lab: () => import('./pages/lab.page').then((m) => m.page),
  'learning-paths': () => import('./pages/learning-paths.page').then((m) => m.page),
  'learning-path': () => import('./pages/learning-path.page').then((m) => m.page),
  'skills-assessment': () => import('./pages/skills-assessment.page').then((m) => m.page),
  about: () => import('./pages/about.page').then((m) => m.page),
  careers: () => import('./pages/careers.page').then((m) => m.page),
  blog: () => import('./pages/blog.page').then((m) => m.page),
  article: () => import('./pages/article.page').then((m) => m.page),
  contact: () => import('./pages/contact.page').then((m) => m.page),
  privacy: () => import('./pages/privacy.page').then((m) => m.page),
  terms: () => import('./pages/terms.page').then((m) => m.page),
  profile: () => import('./pages/profile.page').then((m) => m.page),
  'not-found': () => import('./pages/not-found.page').then((m) => m.page),
};
