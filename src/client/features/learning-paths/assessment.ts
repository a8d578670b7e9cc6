/** The skills self-assessment: questions, and the pure scoring that recommends a learning path. */

export const QUESTIONS = [
  {
    id: 'linux',
    legend: 'How comfortable are you on the Linux command line?',
    options: [
      { value: 'none', label: "I haven't used it yet" },
      { value: 'basic', label: 'I can move around, edit files and run commands' },
      { value: 'confident', label: 'I manage users, services and permissions' },
    ],
  },
  {
    id: 'containers',
    legend: 'What have you done with containers?',
    options: [
      { value: 'none', label: 'Nothing yet' },
      { value: 'docker', label: 'I run and build Docker images' },
      { value: 'kubernetes', label: 'I deploy applications to Kubernetes' },
    ],
  },
  {
    id: 'cloud',
    legend: 'How much cloud experience do you have?',
    options: [
      { value: 'none', label: 'None so far' },
      { value: 'some', label: "I've created resources in a cloud console" },
      { value: 'production', label: 'I run real workloads in the cloud' },
    ],
  },
  {
    id: 'scripting',
    legend: 'How much scripting or programming do you do?',
    options: [
      { value: 'none', label: 'None' },
      { value: 'some', label: 'I write small scripts now and then' },
      { value: 'regular', label: 'I automate tasks or write code regularly' },
    ],
  },
  {
    id: 'goal',
    legend: 'Which role are you aiming for?',
    options: [
      { value: 'sysadmin', label: 'System Administrator' },
      { value: 'k8s-admin', label: 'Kubernetes Administrator' },
      { value: 'k8s-developer', label: 'Kubernetes Developer' },
      { value: 'sre', label: 'Site Reliability Engineer' },
      { value: 'platform', label: 'Platform Engineer' },
      { value: 'devops', label: 'DevOps Engineer' },
      { value: 'cloud', label: 'Cloud Engineer' },
      { value: 'unsure', label: "I'm not sure yet" },
    ],
  },
  {
    id: 'provider',
    legend: 'Which cloud platform interests you most?',
    options: [
      { value: 'aws', label: 'Amazon Web Services (AWS)' },
      { value: 'azure', label: 'Microsoft Azure' },
      { value: 'gcp', label: 'Google Cloud' },
      { value: 'any', label: 'No preference' },
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
          reason:
            "You're just starting out. IT Foundations teaches how operating systems, networks and the cloud fit together, so every later path makes sense.",
        };
      }
      if (answers.containers === 'none') {
        return {
          pathId: 'docker',
          reason:
            'You already have some technical ground. Containers are the common thread of every DevOps and cloud role, so Docker is the most useful next step.',
        };
      }
      return {
        pathId: 'devops',
        reason:
          'You know your way around containers. The DevOps path covers pipelines, infrastructure as code and Kubernetes, and shows you which area you enjoy most.',
      };
    case 'sysadmin':
      return {
        pathId: 'system-administrator',
        reason:
          'The System Administrator path starts from your current level and takes you to running and automating production Linux servers.',
      };
    case 'k8s-admin':
      if (answers.containers === 'kubernetes' && answers.linux === 'confident') {
        return {
          pathId: 'cka',
          reason:
            'You already deploy to Kubernetes and are confident on Linux: go straight for the Certified Kubernetes Administrator exam.',
        };
      }
      return {
        pathId: 'kubernetes-administrator',
        reason:
          'The Kubernetes Administrator path builds from Linux and containers up to operating and troubleshooting workloads on a cluster.',
      };
    case 'k8s-developer':
      if (answers.containers === 'none') {
        return {
          pathId: 'docker',
          reason:
            'Kubernetes runs containers, so learn to build and run them with Docker first; the Kubernetes Developer path is the natural next step.',
        };
      }
      return {
        pathId: 'kubernetes-developer',
        reason:
          'You know containers already. The Kubernetes Developer path teaches you to package, configure and ship applications to Kubernetes.',
      };
    case 'sre':
      if (answers.linux === 'none') {
        return {
          pathId: 'linux',
          reason:
            'Reliability work happens on Linux servers. Build a solid Linux base first, then move on to the Site Reliability Engineer path.',
        };
      }
      return {
        pathId: 'site-reliability-engineer',
        reason:
          'The Site Reliability Engineer path covers SLOs, observability, automation and incident response on top of the skills you have.',
      };
    case 'platform':
      if (answers.containers === 'none' || answers.cloud === 'none') {
        return {
          pathId: 'devops-engineer',
          reason:
            'Platform engineering builds on containers and cloud experience. The DevOps Engineer path gives you that base first.',
        };
      }
      return {
        pathId: 'platform-engineer',
        reason:
          'With containers and cloud behind you, the Platform Engineer path shows you how to build self-service infrastructure for other teams.',
      };
    case 'devops':
      return {
        pathId: 'devops-engineer',
        reason:
          'The DevOps Engineer path takes you through containers, CI/CD, infrastructure as code and Kubernetes in a practical order.',
      };
    case 'cloud':
      if (answers.provider === 'aws') {
        return {
          pathId: 'aws',
          reason:
            'You want to work with AWS: start with the Cloud Practitioner foundations, then build real infrastructure on AWS.',
        };
      }
      if (answers.provider === 'azure') {
        return {
          pathId: 'azure',
          reason:
            'You want to work with Azure: learn Azure DevOps and Azure infrastructure, provisioned with Terraform.',
        };
      }
      if (answers.provider === 'gcp') {
        return {
          pathId: 'gcp',
          reason:
            'You want to work with Google Cloud: build on Compute Engine, Cloud Storage and Google Kubernetes Engine.',
        };
      }
      return {
        pathId: 'cloud-engineer',
        reason:
          'With no provider preference, the Cloud Engineer path teaches the ideas that carry across AWS, Azure and Google Cloud.',
      };
  }
}
