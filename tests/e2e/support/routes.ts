import { articles } from '../../../src/shared/catalogue/blog';
import { positions } from '../../../src/shared/catalogue/careers';
import { courses } from '../../../src/shared/catalogue/courses';
import { labs } from '../../../src/shared/catalogue/labs';
import { learningPaths } from '../../../src/shared/catalogue/paths';
import { failedResource } from './pages';

export interface RouteCase {
  path: string;
  status: 200 | 404;
  /** Texts a visitor must see on the page. */
  texts: string[];
}

/**
 * Every public route, with the texts that prove it is the right page. Pages that send a
 * signed-out visitor to /auth (/profile, /dashboard, /admin...) are checked by the journeys
 * that sign in (accounts.spec.ts, payments.spec.ts).
 */
export function publicRoutes(): RouteCase[] {
  return [
    { path: '/', status: 200, texts: ['Start Free Trial', 'View Courses', 'Explore Labs'] },
    { path: '/auth', status: 200, texts: ['Sign In', 'Sign Up', 'Continue with Google'] },
    { path: '/reset-password', status: 200, texts: ['Choose a new password', 'Go to sign in'] },
    { path: '/courses', status: 200, texts: ['Kubernetes Mastery', 'Google Cloud Platform'] },
    { path: '/labs', status: 200, texts: ['Shikhon Internal', 'See Details'] },
    {
      path: '/learning-paths',
      status: 200,
      texts: ['System Administrator', 'Browse All Courses', 'Take Skills Assessment'],
    },
    { path: '/skills-assessment', status: 200, texts: ['See my recommendation'] },
    { path: '/about', status: 200, texts: ['2020', '10,000'] },
    { path: '/careers', status: 200, texts: ['Apply Now'] },
    { path: '/blog', status: 200, texts: ['Read More', 'Terraform'] },
    { path: '/contact', status: 200, texts: ['Send Message', 'Mon-Fri 9am-6pm'] },
    { path: '/privacy', status: 200, texts: ['December 15, 2024'] },
    { path: '/terms', status: 200, texts: ['December 15, 2024'] },
    {
      path: '/courses/docker',
      status: 200,
      texts: ['42', '16', '36', '4.8', '30-day money-back guarantee'],
    },
    {
      path: '/courses/kubernetes',
      status: 200,
      texts: ['28', '17', '40', '4.9', '30-day money-back guarantee'],
    },
    {
      path: '/courses/aws',
      status: 200,
      texts: ['35', '26', '58', '4.7', '30-day money-back guarantee'],
    },
    { path: '/courses/azure', status: 200, texts: ['22', '17', '30-day money-back guarantee'] },
    ...courses.map((course) => ({
      path: `/course/${course.id}`,
      status: 200 as const,
      texts: [course.title, '4.8', '(324 reviews)'],
    })),
    ...courses.map((course) => ({
      path: `/checkout/${course.id}`,
      status: 200 as const,
      texts: [course.title, 'DevOps & Cloud', 'Submit Payment Details'],
    })),
    { path: '/faq', status: 200, texts: ['Frequently asked questions', '24 hours', '30 days'] },
    ...positions.map((position) => ({
      path: `/careers/apply/${position.id}`,
      status: 200 as const,
      texts: [`Apply for ${position.title}`, 'Submit Application'],
    })),
    ...labs.map((lab) => ({ path: `/labs/${lab.slug}`, status: 200 as const, texts: [lab.title] })),
    ...learningPaths.map((path) => ({
      path: `/learning-path/${path.id}`,
      status: 200 as const,
      texts: [path.title, 'Start Learning Path', 'Browse All Paths'],
    })),
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      status: 200 as const,
      texts: [article.title, article.author],
    })),
    { path: '/course/no-such-course', status: 404, texts: ['Course not found', 'Back to Courses'] },
    {
      path: '/checkout/no-such-course',
      status: 404,
      texts: ['Course not found', 'Back to Courses'],
    },
    {
      path: '/learning-path/no-such-path',
      status: 404,
      texts: ['Learning Path Not Found', 'Back to Learning Paths'],
    },
    { path: '/labs/no-such-lab', status: 404, texts: ['Lab not found'] },
    {
      path: '/careers/apply/no-such-job',
      status: 404,
      texts: ['Position not found', 'See open positions'],
    },
    { path: '/blog/no-such-article', status: 404, texts: ['Article not found'] },
    { path: '/no/such/page', status: 404, texts: ['Oops! Page not found'] },
  ];
}

/** Chromium reports a 404 page's document itself as a failed resource; that one line is expected. */
export function expectedErrors({ path, status }: Pick<RouteCase, 'path' | 'status'>): RegExp[] {
  return status === 404 ? [failedResource(404, path)] : [];
}
