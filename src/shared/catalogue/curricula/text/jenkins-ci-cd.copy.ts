import type { CurriculumWords } from '../shape/jenkins-ci-cd';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'jenkins-1': {
      title: 'Continuous Integration and Jenkins Setup',
      lessons: [
        'CI/CD concepts and the delivery pipeline',
        'Installing Jenkins with Docker',
        'The Jenkins dashboard, plugins and global configuration',
        'Freestyle jobs and build triggers',
        'Securing Jenkins: users, roles and CSRF protection',
        'Connecting Jenkins to Git repositories',
        'Backing up and upgrading Jenkins',
      ],
    },
    'jenkins-2': {
      title: 'Pipeline as Code',
      lessons: [
        'Declarative Jenkinsfile syntax',
        'Stages, steps and post conditions',
        'Environment variables and parameters',
        'Managing credentials safely',
        'Parallel stages and matrix builds',
        'Multibranch pipelines and GitHub webhooks',
        'Timeouts, retries and error handling',
      ],
    },
    'jenkins-3': {
      title: 'Scaling Jenkins',
      lessons: [
        'Controller and agent architecture',
        'SSH agents and labels',
        'Ephemeral agents on Docker and Kubernetes',
        'Shared libraries for reusable pipeline code',
        'Configuration as Code (JCasC)',
        'Faster builds: caching and workspace hygiene',
        'Troubleshooting failed builds and offline agents',
      ],
    },
    'jenkins-4': {
      title: 'Delivery and Deployment',
      lessons: [
        'Building and testing with Maven and npm',
        'Code quality gates with SonarQube',
        'Building and pushing Docker images',
        'Deploying to Kubernetes from a pipeline',
        'Notifications, artefacts and build history',
        'Promoting releases with manual approval',
        'Project: an end-to-end CI/CD pipeline',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Install, secure, back up and upgrade a Jenkins server',
    'Write declarative Jenkinsfiles with stages, parameters and parallel builds',
    'Manage credentials safely and build multibranch pipelines from GitHub webhooks',
    'Scale builds with SSH, Docker and Kubernetes agents and shared libraries',
    'Configure Jenkins as code with JCasC and troubleshoot failed builds',
    'Gate builds on SonarQube and deploy Docker images to Kubernetes with manual approval',
  ],
};
