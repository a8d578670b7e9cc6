import type { CourseId } from './text-overrides';

/**
 * The courses' titles, by id: product names that stay English in every language (CourseText in
 * text-overrides.ts), as courses.ts writes them (course-titles.test.ts holds the two equal). Apart
 * from it, so a page that only names a course (the course player) does not load every course's
 * description; courses.ts does not read them from here, as its chunk, which most pages load,
 * would then be the larger.
 */
export const COURSE_TITLES: Readonly<Record<CourseId, string>> = {
  'docker-fundamentals': 'Docker Fundamentals',
  'kubernetes-mastery': 'Kubernetes Mastery',
  'aws-cloud-practitioner': 'AWS Cloud Practitioner',
  'azure-devops-engineer': 'Azure DevOps Engineer',
  'terraform-infrastructure': 'Terraform Infrastructure',
  'linux-system-administration': 'Linux System Administration',
  'jenkins-ci-cd': 'Jenkins CI/CD',
  'ansible-automation': 'Ansible Automation',
  'google-cloud-platform': 'Google Cloud Platform',
};

/** The title of the course with this id; undefined for an id that is no course. */
export function courseTitle(id: string): string | undefined {
  return Object.hasOwn(COURSE_TITLES, id) ? COURSE_TITLES[id as CourseId] : undefined;
}
