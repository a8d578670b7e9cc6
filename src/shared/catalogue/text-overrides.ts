import type {
  Course,
  CurriculumLab,
  CurriculumModule,
  LearningPath,
  Mentor,
  Position,
} from './types';

/**
 * The catalogue's words in each language (decision 041's copy swap). Each data module imports its
 * words from a `*.copy.ts` twin. The courses, the learning paths and the detailed paths keep all
 * their words there, in English, and hold only what no language changes (ids, emoji, courses,
 * layout): each language's bundle then carries its own words and no other (a Bangla page carried
 * the English ones too, about 3 KB gzipped on a path page). The other modules still write their
 * English words in place and lay the Bangla twin over them: their English twin is an empty map,
 * so English pages, the server and the tests see the data exactly as it is written. A Bangla twin
 * (`*.copy.bn.ts`) is typed with the `...Text` types below, keyed by every id, so a new course,
 * path, programme, position or mentor without its Bangla words does not compile. Ids and their
 * unions are types only: they cost no bytes.
 */

export type CourseId =
  | 'docker-fundamentals'
  | 'kubernetes-mastery'
  | 'aws-cloud-practitioner'
  | 'azure-devops-engineer'
  | 'terraform-infrastructure'
  | 'linux-system-administration'
  | 'jenkins-ci-cd'
  | 'ansible-automation'
  | 'google-cloud-platform';

export type ProgrammeSlug =
  | 'devops-engineering-bootcamp'
  | 'system-design-for-engineers'
  | 'docker-hands-on-labs'
  | 'mlops-and-machine-learning-pipelines'
  | 'cloud-security-and-devsecops'
  | 'aws-insight-architecture-labs';

export type PathId =
  | 'system-administrator'
  | 'kubernetes-administrator'
  | 'site-reliability-engineer'
  | 'kubernetes-developer'
  | 'platform-engineer'
  | 'devops-engineer'
  | 'cloud-engineer'
  | 'cka'
  | 'ckad'
  | 'cks'
  | 'kcna'
  | 'linux'
  | 'kubernetes'
  | 'kubestronaut'
  | 'iac'
  | 'hashicorp'
  | 'cicd'
  | 'devops'
  | 'programming'
  | 'docker'
  | 'aws'
  | 'azure'
  | 'gcp'
  | 'cloud'
  | 'learn-by-doing'
  | 'artificial-intelligence'
  | 'it-foundations';

/** The paths published in detail (path-details.ts). */
export type PathDetailId = 'system-administrator' | 'kubernetes-administrator';

export type PositionId =
  | 'senior-devops-instructor'
  | 'cloud-content-developer'
  | 'frontend-engineer'
  | 'learning-experience-designer'
  | 'community-manager';

/** Mentors have no id of their own: their (unchanging) names key them. */
export type MentorName = 'Tanvir Ahmed' | 'Farhana Rahman' | 'Mahmudul Hasan' | 'Nusrat Jahan';

/**
 * Course titles are product names (tool names mostly) that receipts, mails and certificates print
 * as they are: they stay English in every language, so only the description is translated.
 */
export type CourseText = Pick<Course, 'description'>;

export interface ProgrammeText {
  description: string;
  /** The outcomes' texts, in the programme's order (their labs stay). */
  outcomes: readonly string[];
  moduleTitles: readonly string[];
}

export type PathText = Pick<
  LearningPath,
  'title' | 'subtitle' | 'duration' | 'description' | 'skills'
>;

export interface PathDetailText {
  title: string;
  description: string;
  /** The first stands for 'Nothing'. */
  prerequisites: readonly string[];
  /** Step titles by step id. */
  steps: Readonly<Record<string, string>>;
}

export type PositionText = Omit<Position, 'id'>;

export interface BenefitText {
  title: string;
  description: string;
}

/** The careers page's words: open positions by id, and the benefits in their order. */
export interface CareerText {
  positions?: Overrides<PositionId, PositionText>;
  benefits?: readonly BenefitText[];
}

/** The Bangla careers words: every position, and the six benefits. */
export interface AllCareerText extends CareerText {
  positions: AllText<PositionId, PositionText>;
  benefits: readonly [BenefitText, BenefitText, BenefitText, BenefitText, BenefitText, BenefitText];
}

/** A mentor's job title and bio; the name and initials stay as they are. */
export type MentorText = Pick<Mentor, 'title' | 'bio'>;

/** The English twins' type: nothing is required (and they give nothing). */
export type Overrides<Key extends string, Text> = Readonly<Partial<Record<Key, Text>>>;

/** The Bangla twins' type: every id has its text. */
export type AllText<Key extends string, Text> = Readonly<Record<Key, Text>>;

/** `item` with the words `text` gives, if any. */
export function withText<Item extends object>(item: Item, text: Partial<Item> | undefined): Item {
  return text ? { ...item, ...text } : item;
}

/* ---------------------------------- Curricula ---------------------------------- */

/** A curriculum module as its file writes it (`as const`, so its ids and lesson counts are known): its words are in its `text/<course>.copy.ts` pair. */
interface WrittenModule {
  readonly id: string;
  readonly lessons: readonly { readonly minutes: number }[];
  readonly labs?: readonly CurriculumLab[];
}

/** One string per entry of a tuple, as long as the tuple. */
type Titles<List extends readonly unknown[]> = { readonly [Index in keyof List]: string };

/** What a course page says a learner can do after the course: six short bullets. */
type Outcomes = readonly [string, string, string, string, string, string];

/**
 * A course's curriculum words, for its `curricula/text/<course>.copy.ts` pair: each module's title
 * and its lessons' titles (in order), and the course's outcomes. Lab titles are left out: a lab's
 * text (its lab.md, whose title the build checks against the curriculum) stays English.
 */
export interface CurriculumText {
  modules: Readonly<Record<string, { title: string; lessons: readonly string[] }>>;
  outcomes: readonly string[];
}

/**
 * Both twins' type for one course, from its curriculum file: every module by id, exactly as many
 * lesson titles as the module has lessons, and six outcomes.
 */
export interface CurriculumTextOf<Modules extends readonly WrittenModule[]> {
  modules: {
    readonly [Module in Modules[number] as Module['id']]: {
      title: string;
      lessons: Titles<Module['lessons']>;
    };
  };
  outcomes: Outcomes;
}

/** The modules with their words, in the twin's language. */
export function withCurriculumText(
  modules: readonly WrittenModule[],
  text: CurriculumText,
): CurriculumModule[] {
  return modules.map((module) => {
    const words = text.modules[module.id];
    if (!words) throw new Error(`The curriculum module ${module.id} has no words`);
    return {
      ...module,
      title: words.title,
      lessons: module.lessons.map((lesson, index) => ({
        ...lesson,
        title: words.lessons[index] ?? '',
      })),
    };
  });
}
