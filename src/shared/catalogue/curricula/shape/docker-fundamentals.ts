import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/docker-fundamentals.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'docker-1',
    lessons: [
      { minutes: 22 },
      { minutes: 18 },
      { minutes: 25 },
      { minutes: 28 },
      { minutes: 32 },
      { minutes: 20 },
    ],
    labs: [
      {
        id: 'docker-run-and-manage-containers',
        title: 'Run, debug and clean up containers',
        minutes: 25,
      },
      {
        id: 'docker-images-tags-and-inspect',
        title: 'Tag, inspect and clean up images',
        minutes: 20,
      },
    ],
  },
  {
    id: 'docker-2',
    lessons: [
      { minutes: 35 },
      { minutes: 28 },
      { minutes: 24 },
      { minutes: 38 },
      { minutes: 22 },
      { minutes: 26 },
    ],
    labs: [
      {
        id: 'docker-write-a-dockerfile',
        title: 'Package a status page with a Dockerfile',
        minutes: 30,
      },
      {
        id: 'docker-multi-stage-builds',
        title: 'Lean images with .dockerignore, layer caching and multi-stage builds',
        minutes: 35,
      },
      {
        id: 'docker-entrypoint-and-cmd',
        title: 'Wrap a command-line tool with ENTRYPOINT and CMD',
        minutes: 20,
      },
    ],
  },
  {
    id: 'docker-3',
    lessons: [
      { minutes: 30 },
      { minutes: 27 },
      { minutes: 33 },
      { minutes: 24 },
      { minutes: 20 },
      { minutes: 22 },
    ],
    labs: [
      {
        id: 'docker-volumes-and-bind-mounts',
        title: 'Keep data with volumes and bind mounts, and back it up',
        minutes: 30,
      },
      {
        id: 'docker-user-defined-networks',
        title: 'Connect containers by name on user-defined networks',
        minutes: 30,
      },
    ],
  },
  {
    id: 'docker-4',
    lessons: [
      { minutes: 36 },
      { minutes: 30 },
      { minutes: 25 },
      { minutes: 22 },
      { minutes: 34 },
      { minutes: 48 },
    ],
    labs: [
      {
        id: 'docker-compose-two-service-app',
        title: 'Run a two-service app with Docker Compose',
        minutes: 30,
      },
      {
        id: 'docker-restart-health-and-limits',
        title: 'Restart policies, health checks, configuration and resource limits',
        minutes: 30,
      },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
