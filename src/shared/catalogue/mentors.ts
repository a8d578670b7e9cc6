import { MENTOR_TEXT } from './mentor-text.copy';
import { withText, type MentorName } from './text-overrides';
import type { Mentor } from './types';

/** Gradients use 600-800 shades so white text meets WCAG AA. */
const writtenMentors: readonly (Mentor & { name: MentorName })[] = [
  {
    name: 'Tanvir Ahmed',
    title: 'Senior DevOps Engineer at CloudNest Technologies',
    initials: 'TA',
    gradient: 'from-sky-700 to-blue-800',
    bio: 'Tanvir has spent nine years building container platforms and delivery pipelines for fintech and e-commerce teams across South Asia.',
  },
  {
    name: 'Farhana Rahman',
    title: 'Kubernetes Platform Lead at Meghna Digital',
    initials: 'FR',
    gradient: 'from-indigo-600 to-violet-700',
    bio: 'Farhana runs production Kubernetes clusters serving millions of requests a day and holds the CKA, CKAD and CKS certifications.',
  },
  {
    name: 'Mahmudul Hasan',
    title: 'Principal Cloud Architect at Padma Cloud Solutions',
    initials: 'MH',
    gradient: 'from-emerald-700 to-teal-800',
    bio: 'Mahmudul designs secure, cost-efficient AWS and Google Cloud architectures and has guided dozens of companies through their cloud migrations.',
  },
  {
    name: 'Nusrat Jahan',
    title: 'Site Reliability Engineer at Bengal Systems',
    initials: 'NJ',
    gradient: 'from-rose-700 to-pink-800',
    bio: 'Nusrat focuses on observability, incident response and automation, and loves turning noisy alerts into calm, well-run on-call rotations.',
  },
];

/** Mentor cards for the home carousel, with their words in the page's language (mentor-text.copy.ts). */
export const mentors: readonly Mentor[] = writtenMentors.map((mentor) =>
  withText<Mentor>(mentor, MENTOR_TEXT[mentor.name]),
);
