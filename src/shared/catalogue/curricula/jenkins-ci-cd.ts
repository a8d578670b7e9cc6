import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/jenkins-ci-cd.copy';

const writtenModules = [
  {
    id: 'jenkins-1',
    title: 'Continuous Integration and Jenkins Setup',
    lessons: [
      { title: 'CI/CD concepts and the delivery pipeline', minutes: 22 },
      { title: 'Installing Jenkins with Docker', minutes: 26 },
      { title: 'The Jenkins dashboard, plugins and global configuration', minutes: 24 },
      { title: 'Freestyle jobs and build triggers', minutes: 28 },
      { title: 'Securing Jenkins: users, roles and CSRF protection', minutes: 25 },
      { title: 'Connecting Jenkins to Git repositories', minutes: 22 },
      { title: 'Backing up and upgrading Jenkins', minutes: 22 },
    ],
    labs: [
      {
        id: 'jenkins-git-branches-merge-and-tags',
        title: 'Git for CI: branches, a merge conflict and a release tag',
        minutes: 30,
      },
      {
        id: 'jenkins-git-hooks-run-tests',
        title: 'Run the checks before every commit and push with Git hooks',
        minutes: 30,
      },
    ],
  },
  {
    id: 'jenkins-2',
    title: 'Pipeline as Code',
    lessons: [
      { title: 'Declarative Jenkinsfile syntax', minutes: 34 },
      { title: 'Stages, steps and post conditions', minutes: 28 },
      { title: 'Environment variables and parameters', minutes: 24 },
      { title: 'Managing credentials safely', minutes: 26 },
      { title: 'Parallel stages and matrix builds', minutes: 30 },
      { title: 'Multibranch pipelines and GitHub webhooks', minutes: 35 },
      { title: 'Timeouts, retries and error handling', minutes: 24 },
    ],
    labs: [
      {
        id: 'jenkins-pipeline-as-a-makefile',
        title: 'A pipeline as code: lint, test and build stages in a Makefile',
        minutes: 35,
      },
      {
        id: 'jenkins-deploy-script-retries-and-timeouts',
        title: 'Harden a deploy script: checked parameters, bounded retries, one deploy at a time',
        minutes: 35,
      },
    ],
  },
  {
    id: 'jenkins-3',
    title: 'Scaling Jenkins',
    lessons: [
      { title: 'Controller and agent architecture', minutes: 26 },
      { title: 'SSH agents and labels', minutes: 24 },
      { title: 'Ephemeral agents on Docker and Kubernetes', minutes: 38 },
      { title: 'Shared libraries for reusable pipeline code', minutes: 40 },
      { title: 'Configuration as Code (JCasC)', minutes: 32 },
      { title: 'Faster builds: caching and workspace hygiene', minutes: 26 },
      { title: 'Troubleshooting failed builds and offline agents', minutes: 24 },
    ],
    labs: [
      {
        id: 'jenkins-self-hosted-ci-with-post-receive',
        title: 'A tiny CI server: build every push in a fresh workspace',
        minutes: 35,
      },
      {
        id: 'jenkins-reproduce-a-failed-build',
        title: 'It passes on my machine: reproduce a failed CI build',
        minutes: 30,
      },
    ],
  },
  {
    id: 'jenkins-4',
    title: 'Delivery and Deployment',
    lessons: [
      { title: 'Building and testing with Maven and npm', minutes: 30 },
      { title: 'Code quality gates with SonarQube', minutes: 32 },
      { title: 'Building and pushing Docker images', minutes: 28 },
      { title: 'Deploying to Kubernetes from a pipeline', minutes: 40 },
      { title: 'Notifications, artefacts and build history', minutes: 20 },
      { title: 'Promoting releases with manual approval', minutes: 26 },
      { title: 'Project: an end-to-end CI/CD pipeline', minutes: 50 },
    ],
    labs: [
      {
        id: 'jenkins-versioned-artefacts-and-checksums',
        title: 'Versioned release artefacts with checksums',
        minutes: 30,
      },
      {
        id: 'jenkins-promote-one-artefact-to-production',
        title: 'Promote the tested artefact to production: checksum, atomic switch, rollback ready',
        minutes: 30,
      },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Install, secure, back up and upgrade a Jenkins server',
  'Write declarative Jenkinsfiles with stages, parameters and parallel builds',
  'Manage credentials safely and build multibranch pipelines from GitHub webhooks',
  'Scale builds with SSH, Docker and Kubernetes agents and shared libraries',
  'Configure Jenkins as code with JCasC and troubleshoot failed builds',
  'Gate builds on SonarQube and deploy Docker images to Kubernetes with manual approval',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
