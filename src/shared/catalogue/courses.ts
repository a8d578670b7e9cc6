import { COURSE_TEXT } from './course-text.copy';
import type { CourseId, CourseText } from './text-overrides';
import type { Course } from './types';

/** Each course without its description (course-text.copy.ts). */
const writtenCourses: readonly (Omit<Course, keyof CourseText> & { id: CourseId })[] = [
  {
    id: 'docker-fundamentals',
    title: 'Docker Fundamentals',
    icon: '🐳',
    level: 'Beginner',
    hours: 16,
    lessons: 24,
    labs: 9,
    enrolled: 42,
    priceBDT: 1000,
    isPopular: true,
    category: 'Containerization',
    instructor: 'Tanvir Ahmed',
  },
  {
    id: 'kubernetes-mastery',
    title: 'Kubernetes Mastery',
    icon: '☸️',
    level: 'Intermediate',
    hours: 18,
    lessons: 28,
    labs: 5,
    enrolled: 28,
    priceBDT: 4900,
    category: 'Container Orchestration',
    instructor: 'Farhana Rahman',
  },
  {
    id: 'aws-cloud-practitioner',
    title: 'AWS Cloud Practitioner',
    icon: '☁️',
    level: 'Beginner',
    hours: 14,
    lessons: 28,
    labs: 0,
    enrolled: 35,
    priceBDT: 3900,
    category: 'Cloud Computing',
    instructor: 'Mahmudul Hasan',
  },
  {
    id: 'azure-devops-engineer',
    title: 'Azure DevOps Engineer',
    icon: '🔷',
    level: 'Advanced',
    hours: 16,
    lessons: 28,
    labs: 0,
    enrolled: 17,
    priceBDT: 6900,
    category: 'DevOps',
    instructor: 'Nusrat Jahan',
  },
  {
    id: 'terraform-infrastructure',
    title: 'Terraform Infrastructure',
    icon: '🏗️',
    level: 'Intermediate',
    hours: 13,
    lessons: 26,
    labs: 0,
    enrolled: 23,
    priceBDT: 5500,
    category: 'Infrastructure as Code',
    instructor: 'Rakibul Islam',
  },
  {
    id: 'linux-system-administration',
    title: 'Linux System Administration',
    icon: '🐧',
    level: 'Beginner',
    hours: 24,
    lessons: 28,
    labs: 20,
    enrolled: 45,
    priceBDT: 1000,
    isPopular: true,
    category: 'System Administration',
    instructor: 'Sabbir Hossain',
  },
  {
    id: 'jenkins-ci-cd',
    title: 'Jenkins CI/CD',
    icon: '🔧',
    level: 'Intermediate',
    hours: 19,
    lessons: 28,
    labs: 8,
    enrolled: 31,
    priceBDT: 4500,
    category: 'DevOps',
    instructor: 'Arif Chowdhury',
  },
  {
    id: 'ansible-automation',
    title: 'Ansible Automation',
    icon: '⚙️',
    level: 'Intermediate',
    hours: 19,
    lessons: 26,
    labs: 12,
    enrolled: 19,
    priceBDT: 4200,
    category: 'Automation',
    instructor: 'Shamima Akter',
  },
  {
    id: 'google-cloud-platform',
    title: 'Google Cloud Platform',
    icon: '🌐',
    level: 'Beginner',
    hours: 14,
    lessons: 28,
    labs: 0,
    enrolled: 26,
    priceBDT: 4100,
    category: 'Cloud Computing',
    instructor: 'Imran Kabir',
  },
];

/**
 * The nine built-in courses, with their words in the page's language (course-text.copy.ts). The
 * first six form the home catalogue (docs/product-rules.md, Pages and catalogue).
 */
export const courses: readonly Course[] = writtenCourses.map((course) => ({
  ...course,
  ...COURSE_TEXT[course.id],
}));

/** Ids of the six courses shown in the home catalogue, in display order. */
export const HOME_COURSE_IDS = [
  'docker-fundamentals',
  'kubernetes-mastery',
  'aws-cloud-practitioner',
  'azure-devops-engineer',
  'terraform-infrastructure',
  'linux-system-administration',
] as const;

export function findCourse(id: string): Course | undefined {
  return courses.find((course) => course.id === id);
}
