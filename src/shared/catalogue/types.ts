/** Built-in catalogue data shared by client and server. The server reads prices and titles from here. */

export type Level = 'Beginner' | 'Intermediate' | 'Advanced';

export const COURSE_CATEGORIES = [
  'Containerization',
  'Container Orchestration',
  'Cloud Computing',
  'DevOps',
  'Infrastructure as Code',
  'System Administration',
  'Automation',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export interface Course {
  /** URL slug, e.g. `docker-fundamentals`. */
  id: string;
  title: string;
  description: string;
  /** A single emoji. */
  icon: string;
  level: Level;
  /** Whole hours, e.g. 12. */
  hours: number;
  lessons: number;
  /** Hands-on labs in the curriculum (course-figures.test.ts keeps it true); 0 for a course whose practice needs a cloud account. */
  labs: number;
  /** Catalogue enrolment figure (real enrolments are added to it later). */
  enrolled: number;
  /** Price in taka; 0 means Free. */
  priceBDT: number;
  isPopular?: boolean;
  category: CourseCategory;
  /** Instructor shown on learning-path cards and course pages. */
  instructor: string;
}

export interface Lesson {
  title: string;
  /** Minutes, 18 to 52. */
  minutes: number;
}

/** The public facts of a lab (content/labs/<course>/<lab>/lab.md); the build checks they agree. */
export interface CurriculumLab {
  id: string;
  title: string;
  minutes: number;
}

export interface CurriculumModule {
  id: string;
  title: string;
  lessons: Lesson[];
  /** Hands-on labs of the module, in the order a learner meets them (after its lessons). */
  labs?: readonly CurriculumLab[];
}

export const PROGRAMME_TECHNOLOGIES = [
  'DevOps',
  'SYSTEM DESIGN',
  'Docker',
  'ML',
  'Security',
  'AWS Insight',
  'Shikhon Internal',
  'Github',
  'Internship',
] as const;
export type ProgrammeTechnology = (typeof PROGRAMME_TECHNOLOGIES)[number];

/** A promise of a programme, with the labs that practise it (every one of them is its lab). */
export interface ProgrammeOutcome {
  text: string;
  labIds: readonly string[];
}

export interface Programme {
  id: number;
  /** URL slug for /labs/{slug}. */
  slug: string;
  title: string;
  /** Lower or mixed case on purpose in some entries: the level filter is case-insensitive. */
  level: string;
  modules: number;
  /**
   * The real labs of the programme, by lab id (each listed in the curriculum of one of
   * `relatedCourseIds`), in the order to take them; the first is its course's free first lab.
   * The programme's labs figure is their count.
   */
  labIds: readonly string[];
  /**
   * Whole hours of its labs' minutes, as text ('18'); empty while it has no labs (the build
   * refuses any other figure).
   */
  hours: string;
  /**
   * Whether it can be bought: only with labs that hold its promises. One that is not on sale
   * says it is in preparation and offers to tell the learner when it opens.
   */
  onSale: boolean;
  /** Numeric text, e.g. '26000'. */
  price: string;
  currency: 'BDT';
  technology: ProgrammeTechnology;
  image: string;
  description: string;
  /**
   * What the learner builds or practises, 4-6 items, each with the labs that practise it. While
   * the programme is in preparation (no labs), they are its plan and say so on its page.
   */
  outcomes: readonly ProgrammeOutcome[];
  /** Module titles, `modules` of them. */
  moduleTitles: string[];
  /** Catalogue course ids related to this programme (may be empty). */
  relatedCourseIds: string[];
}

/** A programme's words: its description, promises and module titles (programmes/{slug}.ts). */
export type ProgrammeDetails = Pick<Programme, 'description' | 'outcomes' | 'moduleTitles'>;

/** A programme without its words: what the catalogue page's cards and filters read. */
export type ProgrammeSummary = Omit<Programme, keyof ProgrammeDetails>;

export type PathKind = 'role' | 'domain';

export interface LearningPath {
  id: string;
  kind: PathKind;
  title: string;
  subtitle?: string;
  emoji: string;
  /** Text, e.g. '3 months'. */
  duration: string;
  description: string;
  skills: string[];
  /**
   * Catalogue course ids that teach this path, in order; the first is where 'Start Learning
   * Path' goes. Its course count, roadmap, progress and badge are all these (pathCourses).
   */
  courseIds: string[];
  /** Courses the path names that the academy does not teach yet: shown as such, never counted. */
  notTaught?: readonly NotTaughtCourse[];
}

/** A course a path names that no catalogue course teaches (yet). */
export interface NotTaughtCourse {
  /** Not a catalogue course id (a test keeps it so): when one teaches it, it moves to courseIds. */
  id: string;
  title: string;
}

export interface FlowchartStep {
  id: string;
  title: string;
  /** Percent of the canvas width / height. */
  x: number;
  y: number;
  connections: string[];
}

/** Where one of the path's courses sits on its roadmap; what the card says comes from the course. */
export interface RoadmapPlacement {
  /** A course the path names: one of its courseIds or notTaught ids (a test keeps it so). */
  courseId: string;
  /** Percent of the canvas width / height. */
  x: number;
  y: number;
  /** Emoji thumbnail where the card deliberately has its own; otherwise the course's icon. */
  thumbnail?: string;
}

export interface PathDetail {
  pathId: string;
  title: string;
  description: string;
  /** First is 'Nothing'. */
  prerequisites: string[];
  steps: FlowchartStep[];
  /** One per course the path names, no more (roadmapCards). */
  cardPlacements: readonly RoadmapPlacement[];
}

export interface Mentor {
  name: string;
  title: string;
  initials: string;
  /** Tailwind gradient classes, e.g. 'from-sky-500 to-indigo-600'. */
  gradient: string;
  bio: string;
}

export interface Position {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  description: string;
  skills: string[];
}

export const BLOG_CATEGORIES = [
  'All',
  'DevOps',
  'AWS',
  'Azure',
  'Kubernetes',
  'Docker',
  'Terraform',
  'CI/CD',
] as const;
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. '2024-11-28'. */
  date: string;
  category: BlogCategory;
  /** e.g. '8 min read'. */
  readTime: string;
  /** Emoji image. */
  image: string;
  featured: boolean;
}

export type ArticleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'ul'; items: string[] };
