import { CAREER_TEXT } from './career-text.copy';
import { withText, type BenefitText, type PositionId } from './text-overrides';
import type { Position } from './types';

const writtenPositions: readonly (Position & { id: PositionId })[] = [
  {
    id: 'senior-devops-instructor',
    title: 'Senior DevOps Instructor',
    department: 'Education',
    location: 'Dhaka, Bangladesh',
    type: 'Full-time',
    experience: '5+ years',
    description:
      'Teach live cohorts and record course content on CI/CD, containers and cloud infrastructure. You will mentor learners through hands-on labs and help shape how our DevOps curriculum evolves.',
    skills: ['Kubernetes', 'Docker', 'CI/CD pipelines', 'Terraform', 'Public speaking'],
  },
  {
    id: 'cloud-content-developer',
    title: 'Cloud Content Developer',
    department: 'Content',
    location: 'Remote',
    type: 'Contract',
    experience: '3+ years',
    description:
      'Design and write lessons, quizzes and lab exercises for our AWS, Azure and Google Cloud courses. You will turn real-world cloud scenarios into clear, testable learning material.',
    skills: ['AWS', 'Azure', 'Google Cloud', 'Technical writing', 'Lab design'],
  },
  {
    id: 'frontend-engineer',
    title: 'Frontend Engineer',
    department: 'Engineering',
    location: 'Dhaka, Bangladesh',
    type: 'Full-time',
    experience: '2+ years',
    description:
      'Build the learning platform our students use every day, from course pages to the in-browser lab experience. You will work closely with design to ship fast, accessible interfaces.',
    skills: ['React', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Testing'],
  },
  {
    id: 'learning-experience-designer',
    title: 'Learning Experience Designer',
    department: 'Education',
    location: 'Remote',
    type: 'Part-time',
    experience: '3+ years',
    description:
      'Shape how learners move through our courses, labs and learning paths. You will use learner feedback and progress data to make difficult technical topics easier to master.',
    skills: ['Instructional design', 'User research', 'Figma', 'Assessment design'],
  },
  {
    id: 'community-manager',
    title: 'Community Manager',
    department: 'Marketing',
    location: 'Dhaka, Bangladesh',
    type: 'Full-time',
    experience: '2+ years',
    description:
      'Grow and look after our community of learners, mentors and alumni across forums, social media and meet-ups. You will organise events and make sure every learner feels supported.',
    skills: [
      'Community building',
      'Event planning',
      'Social media',
      'Bangla and English communication',
    ],
  },
];

/**
 * Open positions on the careers page, with their words in the page's language
 * (career-text.copy.ts); 'Apply Now' opens /careers/apply/{id}.
 */
export const positions: readonly Position[] = writtenPositions.map((position) =>
  withText<Position>(position, CAREER_TEXT.positions?.[position.id]),
);

const writtenBenefits: readonly BenefitText[] = [
  {
    title: 'Competitive Salary',
    description:
      'Market-leading pay reviewed every year, with performance bonuses for everyone on the team.',
  },
  {
    title: 'Flexible Working',
    description:
      'Work from our Dhaka office, from home or a mix of both, with flexible core hours.',
  },
  {
    title: 'Health Cover',
    description:
      'Medical insurance for you and your immediate family, plus an annual health check-up.',
  },
  {
    title: 'Learning Budget',
    description:
      'Free access to every Shikhon course and an annual budget for books, conferences and certification exams.',
  },
  {
    title: 'Generous Leave',
    description: 'Annual, sick and festival leave, plus paid parental leave for new parents.',
  },
  {
    title: 'Meaningful Impact',
    description:
      'Help thousands of learners across Bangladesh start and grow careers in DevOps and cloud.',
  },
];

/** Benefits listed on the careers page, in the page's language. */
export const careerBenefits: readonly BenefitText[] = CAREER_TEXT.benefits ?? writtenBenefits;
