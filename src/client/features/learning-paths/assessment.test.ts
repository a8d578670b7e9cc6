import { describe, expect, it } from 'vitest';
import { findPath } from '../../../shared/catalogue/paths';
import {
  completeAnswers,
  experienceScore,
  QUESTIONS,
  recommendPath,
  unansweredQuestions,
  type AssessmentAnswers,
} from './assessment';

const beginner: AssessmentAnswers = {
  linux: 'none',
  containers: 'none',
  cloud: 'none',
  scripting: 'none',
  goal: 'unsure',
  provider: 'any',
};
const experienced: AssessmentAnswers = {
  linux: 'confident',
  containers: 'kubernetes',
  cloud: 'production',
  scripting: 'regular',
  goal: 'unsure',
  provider: 'any',
};

const cases: [string, Partial<AssessmentAnswers>, string][] = [
  ['unsure beginner', {}, 'it-foundations'],
  [
    'unsure with some experience but no containers',
    { linux: 'basic', cloud: 'some', scripting: 'some' },
    'docker',
  ],
  ['unsure and experienced', { ...experienced }, 'devops'],
  ['system administrator', { goal: 'sysadmin' }, 'system-administrator'],
  [
    'kubernetes administrator, new to kubernetes',
    { goal: 'k8s-admin' },
    'kubernetes-administrator',
  ],
  ['kubernetes administrator, already on kubernetes', { ...experienced, goal: 'k8s-admin' }, 'cka'],
  ['kubernetes developer without containers', { goal: 'k8s-developer' }, 'docker'],
  [
    'kubernetes developer with docker',
    { goal: 'k8s-developer', containers: 'docker' },
    'kubernetes-developer',
  ],
  ['sre without linux', { goal: 'sre' }, 'linux'],
  ['sre with linux', { goal: 'sre', linux: 'basic' }, 'site-reliability-engineer'],
  [
    'platform engineer without the base',
    { goal: 'platform', containers: 'docker' },
    'devops-engineer',
  ],
  ['platform engineer with the base', { ...experienced, goal: 'platform' }, 'platform-engineer'],
  ['devops engineer', { goal: 'devops' }, 'devops-engineer'],
  ['cloud engineer on AWS', { goal: 'cloud', provider: 'aws' }, 'aws'],
  ['cloud engineer on Azure', { goal: 'cloud', provider: 'azure' }, 'azure'],
  ['cloud engineer on Google Cloud', { goal: 'cloud', provider: 'gcp' }, 'gcp'],
  ['cloud engineer with no preference', { goal: 'cloud' }, 'cloud-engineer'],
];

describe('recommendPath', () => {
  it.each(cases)('%s → %s', (_name, answers, expected) => {
    const recommendation = recommendPath({ ...beginner, ...answers });
    expect(recommendation.pathId).toBe(expected);
    expect(recommendation.reason.length).toBeGreaterThan(20);
  });

  it('only ever recommends listed paths that have a first course', () => {
    for (const [, answers] of cases) {
      const path = findPath(recommendPath({ ...beginner, ...answers }).pathId);
      expect(path).toBeDefined();
      expect(path?.courseIds.length).toBeGreaterThan(0);
    }
  });

  it('covers every goal option', () => {
    const goal = QUESTIONS.find((q) => q.id === 'goal');
    const covered = new Set(cases.map(([, answers]) => answers.goal ?? 'unsure'));
    for (const option of goal?.options ?? []) expect(covered.has(option.value)).toBe(true);
  });
});

describe('experienceScore', () => {
  it('ranges from 0 to 8', () => {
    expect(experienceScore(beginner)).toBe(0);
    expect(experienceScore(experienced)).toBe(8);
    expect(experienceScore({ ...beginner, linux: 'basic', containers: 'docker' })).toBe(2);
  });
});

describe('unansweredQuestions / completeAnswers', () => {
  it('lists every question when nothing is answered, in order', () => {
    expect(unansweredQuestions({})).toEqual([
      'linux',
      'containers',
      'cloud',
      'scripting',
      'goal',
      'provider',
    ]);
    expect(completeAnswers({})).toBeUndefined();
  });

  it('treats values that are not options as unanswered', () => {
    expect(unansweredQuestions({ ...beginner, goal: 'astronaut' })).toEqual(['goal']);
  });

  it('returns the answers once all are valid', () => {
    expect(unansweredQuestions(beginner)).toEqual([]);
    expect(completeAnswers(beginner)).toEqual(beginner);
  });
});
