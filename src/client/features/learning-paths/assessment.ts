import { assessmentCopy } from './assessment.copy';

/** The skills self-assessment: questions, and the pure scoring that recommends a learning path. */

const { questions: q, reasons } = assessmentCopy;

export const QUESTIONS = [
  {
    id: 'linux',
    legend: q.linux.legend,
    options: [
      { value: 'none', label: q.linux.none },
      { value: 'basic', label: q.linux.basic },
      { value: 'confident', label: q.linux.confident },
    ],
  },
  {
    id: 'containers',
    legend: q.containers.legend,
    options: [
      { value: 'none', label: q.containers.none },
      { value: 'docker', label: q.containers.docker },
      { value: 'kubernetes', label: q.containers.kubernetes },
    ],
  },
  {
    id: 'cloud',
    legend: q.cloud.legend,
    options: [
      { value: 'none', label: q.cloud.none },
      { value: 'some', label: q.cloud.some },
      { value: 'production', label: q.cloud.production },
    ],
  },
  {
    id: 'scripting',
    legend: q.scripting.legend,
    options: [
      { value: 'none', label: q.scripting.none },
      { value: 'some', label: q.scripting.some },
      { value: 'regular', label: q.scripting.regular },
    ],
  },
  {
    id: 'goal',
    legend: q.goal.legend,
    options: [
      { value: 'sysadmin', label: q.goal.sysadmin },
      { value: 'k8s-admin', label: q.goal.k8sAdmin },
      { value: 'k8s-developer', label: q.goal.k8sDeveloper },
      { value: 'sre', label: q.goal.sre },
      { value: 'platform', label: q.goal.platform },
      { value: 'devops', label: q.goal.devops },
      { value: 'cloud', label: q.goal.cloud },
      { value: 'unsure', label: q.goal.unsure },
    ],
  },
  {
    id: 'provider',
    legend: q.provider.legend,
    options: [
      { value: 'aws', label: q.provider.aws },
      { value: 'azure', label: q.provider.azure },
      { value: 'gcp', label: q.provider.gcp },
      { value: 'any', label: q.provider.any },
    ],
  },
] as const;

type Question = (typeof QUESTIONS)[number];
export type QuestionId = Question['id'];
type ValueOf<Id extends QuestionId> = Extract<Question, { id: Id }>['options'][number]['value'];

export type AssessmentAnswers = { [Id in QuestionId]: ValueOf<Id> };
export type PartialAnswers = Partial<Record<QuestionId, string>>;

export interface Recommendation {
  pathId: string;
  reason: string;
}

/** Ids of the questions with no valid answer, in question order. */
export function unansweredQuestions(answers: PartialAnswers): QuestionId[] {
  return QUESTIONS.filter(
    (question) =>
      !question.options.some((option: { value: string }) => option.value === answers[question.id]),
  ).map((question) => question.id);
}

/** The complete answers, or undefined while any question is unanswered. */
export function completeAnswers(answers: PartialAnswers): AssessmentAnswers | undefined {
  return unansweredQuestions(answers).length === 0 ? (answers as AssessmentAnswers) : undefined;
}

const LEVEL_POINTS: Record<string, number> = {
  none: 0,
  basic: 1,
  docker: 1,
  some: 1,
  confident: 2,
  kubernetes: 2,
  production: 2,
  regular: 2,
};

/** 0 (complete beginner) to 8 (experienced in all four areas). */
export function experienceScore(answers: AssessmentAnswers): number {
  return (
    (LEVEL_POINTS[answers.linux] ?? 0) +
    (LEVEL_POINTS[answers.containers] ?? 0) +
    (LEVEL_POINTS[answers.cloud] ?? 0) +
    (LEVEL_POINTS[answers.scripting] ?? 0)
  );
}

/** Goal first, then readiness: foundations come before a role path that depends on them. */
export function recommendPath(answers: AssessmentAnswers): Recommendation {
  // Long: a decision table of goals and readiness, clearer in one place.
  const experience = experienceScore(answers);
  switch (answers.goal) {
    case 'unsure':
      if (experience <= 2) {
        return {
          pathId: 'it-foundations',
          reason: reasons.unsureBeginner,
        };
      }
      if (answers.containers === 'none') {
        return {
          pathId: 'docker',
          reason: reasons.unsureNoContainers,
        };
      }
      return {
        pathId: 'devops',
        reason: reasons.unsureExperienced,
      };
    case 'sysadmin':
      return {
        pathId: 'system-administrator',
        reason: reasons.sysadmin,
      };
    case 'k8s-admin':
      if (answers.containers === 'kubernetes' && answers.linux === 'confident') {
        return {
          pathId: 'cka',
          reason: reasons.cka,
        };
      }
      return {
        pathId: 'kubernetes-administrator',
        reason: reasons.k8sAdmin,
      };
    case 'k8s-developer':
      if (answers.containers === 'none') {
        return {
          pathId: 'docker',
          reason: reasons.k8sDeveloperDockerFirst,
        };
      }
      return {
        pathId: 'kubernetes-developer',
        reason: reasons.k8sDeveloper,
      };
    case 'sre':
      if (answers.linux === 'none') {
        return {
          pathId: 'linux',
          reason: reasons.sreLinuxFirst,
        };
      }
      return {
        pathId: 'site-reliability-engineer',
        reason: reasons.sre,
      };
    case 'platform':
      if (answers.containers === 'none' || answers.cloud === 'none') {
        return {
          pathId: 'devops-engineer',
          reason: reasons.platformBaseFirst,
        };
      }
      return {
        pathId: 'platform-engineer',
        reason: reasons.platform,
      };
    case 'devops':
      return {
        pathId: 'devops-engineer',
        reason: reasons.devops,
      };
    case 'cloud':
      if (answers.provider === 'aws') {
        return {
          pathId: 'aws',
          reason: reasons.aws,
        };
      }
      if (answers.provider === 'azure') {
        return {
          pathId: 'azure',
          reason: reasons.azure,
        };
      }
      if (answers.provider === 'gcp') {
        return {
          pathId: 'gcp',
          reason: reasons.gcp,
        };
      }
      return {
        pathId: 'cloud-engineer',
        reason: reasons.cloud,
      };
  }
}
