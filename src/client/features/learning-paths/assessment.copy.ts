import type { CopyShape } from '../../../shared/i18n/copy';

/** The skills self-assessment: its page, questions, answers and the reasons it recommends a path. */
export const assessmentCopy = {
  page: {
    eyebrow: 'Skills assessment',
    title: 'Find your learning path',
    lead: "Answer six quick questions about your experience and goals, and we'll recommend the learning path and the first course that fit you best.",
    lookAround: 'Prefer to look around yourself?',
    allPaths: 'See all learning paths',
    metaTitle: 'Skills Assessment',
    metaDescription:
      'A one-minute self-assessment that recommends the DevOps, Kubernetes or cloud learning path and first course that fit your experience and goals.',
  },
  questions: {
    linux: {
      legend: 'How comfortable are you on the Linux command line?',
      none: "I haven't used it yet",
      basic: 'I can move around, edit files and run commands',
      confident: 'I manage users, services and permissions',
    },
    containers: {
      legend: 'What have you done with containers?',
      none: 'Nothing yet',
      docker: 'I run and build Docker images',
      kubernetes: 'I deploy applications to Kubernetes',
    },
    cloud: {
      legend: 'How much cloud experience do you have?',
      none: 'None so far',
      some: "I've created resources in a cloud console",
      production: 'I run real workloads in the cloud',
    },
    scripting: {
      legend: 'How much scripting or programming do you do?',
      none: 'None',
      some: 'I write small scripts now and then',
      regular: 'I automate tasks or write code regularly',
    },
    goal: {
      legend: 'Which role are you aiming for?',
      sysadmin: 'System Administrator',
      k8sAdmin: 'Kubernetes Administrator',
      k8sDeveloper: 'Kubernetes Developer',
      sre: 'Site Reliability Engineer',
      platform: 'Platform Engineer',
      devops: 'DevOps Engineer',
      cloud: 'Cloud Engineer',
      unsure: "I'm not sure yet",
    },
    provider: {
      legend: 'Which cloud platform interests you most?',
      aws: 'Amazon Web Services (AWS)',
      azure: 'Microsoft Azure',
      gcp: 'Google Cloud',
      any: 'No preference',
    },
  },
  /** Why the recommended path fits, one per branch of recommendPath. */
  reasons: {
    unsureBeginner:
      "You're just starting out. IT Foundations teaches how operating systems, networks and the cloud fit together, so every later path makes sense.",
    unsureNoContainers:
      'You already have some technical ground. Containers are the common thread of every DevOps and cloud role, so Docker is the most useful next step.',
    unsureExperienced:
      'You know your way around containers. The DevOps path covers pipelines, infrastructure as code and Kubernetes, and shows you which area you enjoy most.',
    sysadmin:
      'The System Administrator path starts from your current level and takes you to running and automating production Linux servers.',
    cka: 'You already deploy to Kubernetes and are confident on Linux: go straight for the Certified Kubernetes Administrator exam.',
    k8sAdmin:
      'The Kubernetes Administrator path builds from Linux and containers up to operating and troubleshooting workloads on a cluster.',
    k8sDeveloperDockerFirst:
      'Kubernetes runs containers, so learn to build and run them with Docker first; the Kubernetes Developer path is the natural next step.',
    k8sDeveloper:
      'You know containers already. The Kubernetes Developer path teaches you to package, configure and ship applications to Kubernetes.',
    sreLinuxFirst:
      'Reliability work happens on Linux servers. Build a solid Linux base first, then move on to the Site Reliability Engineer path.',
    sre: 'The Site Reliability Engineer path covers SLOs, observability, automation and incident response on top of the skills you have.',
    platformBaseFirst:
      'Platform engineering builds on containers and cloud experience. The DevOps Engineer path gives you that base first.',
    platform:
      'With containers and cloud behind you, the Platform Engineer path shows you how to build self-service infrastructure for other teams.',
    devops:
      'The DevOps Engineer path takes you through containers, CI/CD, infrastructure as code and Kubernetes in a practical order.',
    aws: 'You want to work with AWS: start with the Cloud Practitioner foundations, then build real infrastructure on AWS.',
    azure:
      'You want to work with Azure: learn Azure DevOps and Azure infrastructure, provisioned with Terraform.',
    gcp: 'You want to work with Google Cloud: build on Compute Engine, Cloud Storage and Google Kubernetes Engine.',
    cloud:
      'With no provider preference, the Cloud Engineer path teaches the ideas that carry across AWS, Azure and Google Cloud.',
  },
  form: {
    label: 'Skills assessment',
    chooseAnswer: 'Please choose an answer.',
    submit: 'See my recommendation',
    note: 'Takes about a minute. Nothing is stored.',
  },
  result: {
    eyebrow: 'Your recommended path',
    why: 'Why this path',
    firstCourse: 'Your first course',
    /** After the course's level: 'Beginner · 12 hours · 30 lessons'. */
    courseFacts: (hours: number, lessons: number) => `${hours} hours · ${lessons} lessons`,
    viewPath: (title: string) => `View the ${title} path`,
    startAgain: 'Start again',
  },
};

export type AssessmentCopy = CopyShape<typeof assessmentCopy>;
