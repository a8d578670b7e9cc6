import { mentors } from '../../../shared/catalogue/mentors';
import type { Level, Mentor } from '../../../shared/catalogue/types';
import { landingCopy } from './landing.copy';

/**
 * The four static course landing pages (/courses/{topic}). Their student counts and ratings are
 * the published ones; hours, lessons, price and enrolment go through the catalogue course, and
 * the module titles are the course's curriculum (a test keeps them so), so the landing page never
 * promises a course other than the one the learner gets. Their words (titles, descriptions, what
 * you learn, the module titles) are in landing.copy.ts and its Bangla twin.
 */
export interface LandingPage {
  topic: string;
  /** Catalogue course behind 'Enroll Now', 'Preview Course' and the price. */
  courseId: string;
  metaTitle: string;
  eyebrow: string;
  title: string;
  description: string;
  icon: string;
  level?: Level;
  students: number;
  /** e.g. '4.8'. */
  rating?: string;
  /** The catalogue course's module titles, in order (as its curriculum names them). */
  modules?: readonly string[];
  learn?: readonly string[];
  certification?: { title: string; description: string; points: readonly string[] };
  instructor?: Mentor;
}

function mentorNamed(name: string): Mentor | undefined {
  return mentors.find((mentor) => mentor.name === name);
}

export const landingPages: readonly LandingPage[] = [
  {
    topic: 'docker',
    courseId: 'docker-fundamentals',
    ...landingCopy.topics.docker,
    icon: '🐳',
    level: 'Beginner',
    students: 42,
    rating: '4.8',
    instructor: mentorNamed('Tanvir Ahmed'),
  },
  {
    topic: 'kubernetes',
    courseId: 'kubernetes-mastery',
    ...landingCopy.topics.kubernetes,
    icon: '☸️',
    level: 'Advanced',
    students: 28,
    rating: '4.9',
  },
  {
    topic: 'aws',
    courseId: 'aws-cloud-practitioner',
    ...landingCopy.topics.aws,
    icon: '☁️',
    level: 'Intermediate',
    students: 35,
    rating: '4.7',
  },
  {
    topic: 'azure',
    courseId: 'azure-devops-engineer',
    ...landingCopy.topics.azure,
    icon: '🔷',
    students: 17,
    instructor: mentorNamed('Nusrat Jahan'),
  },
];

export function findLandingPage(topic: string): LandingPage | undefined {
  return landingPages.find((landing) => landing.topic === topic);
}
