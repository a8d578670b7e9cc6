import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/jenkins-ci-cd.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'jenkins-1',
    lessons: [
      { minutes: 22 },
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 28 },
      { minutes: 25 },
      { minutes: 22 },
      { minutes: 22 },
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
    lessons: [
      { minutes: 34 },
      { minutes: 28 },
      { minutes: 24 },
      { minutes: 26 },
      { minutes: 30 },
      { minutes: 35 },
      { minutes: 24 },
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
    lessons: [
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 38 },
      { minutes: 40 },
      { minutes: 32 },
      { minutes: 26 },
      { minutes: 24 },
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
    lessons: [
      { minutes: 30 },
      { minutes: 32 },
      { minutes: 28 },
      { minutes: 40 },
      { minutes: 20 },
      { minutes: 26 },
      { minutes: 50 },
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

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
