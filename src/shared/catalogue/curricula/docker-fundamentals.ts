import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/docker-fundamentals.copy';

const writtenModules = [
  {
    id: 'docker-1',
    title: 'Containers and Docker Basics',
    lessons: [
      { title: 'Why containers? Virtual machines versus containers', minutes: 22 },
      { title: 'Installing Docker Engine and Docker Desktop', minutes: 18 },
      { title: 'Images, containers and registries explained', minutes: 25 },
      { title: 'Running your first container with docker run', minutes: 28 },
      { title: 'Managing containers: ps, logs, exec, stop and rm', minutes: 32 },
      { title: 'Inspecting images and reclaiming disk space', minutes: 20 },
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
    title: 'Building Images',
    lessons: [
      { title: 'Writing a Dockerfile: FROM, RUN, COPY and CMD', minutes: 35 },
      { title: 'Layer caching and build context with .dockerignore', minutes: 28 },
      { title: 'ENTRYPOINT versus CMD and passing arguments', minutes: 24 },
      { title: 'Multi-stage builds for small production images', minutes: 38 },
      { title: 'Tagging and pushing images to Docker Hub', minutes: 22 },
      { title: 'Choosing base images: Alpine, slim and distroless', minutes: 26 },
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
    title: 'Storage and Networking',
    lessons: [
      { title: 'Named volumes and bind mounts', minutes: 30 },
      { title: 'Persisting database data with volumes', minutes: 27 },
      { title: 'Bridge networks and container DNS', minutes: 33 },
      { title: 'Publishing ports and the host network', minutes: 24 },
      { title: 'Environment variables and configuration', minutes: 20 },
      { title: 'Backing up and restoring volume data', minutes: 22 },
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
    title: 'Docker Compose and Production Practice',
    lessons: [
      { title: 'Defining multi-container apps in compose.yaml', minutes: 36 },
      { title: 'Service dependencies, health checks and restart policies', minutes: 30 },
      { title: 'Compose profiles and override files', minutes: 25 },
      { title: 'Resource limits with CPU and memory constraints', minutes: 22 },
      { title: 'Image security: non-root users and vulnerability scanning', minutes: 34 },
      { title: 'Project: containerising a full-stack web application', minutes: 48 },
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

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Run, inspect and manage containers with the Docker CLI',
  'Write Dockerfiles with multi-stage builds for small production images',
  'Tag and push images to Docker Hub and choose lean base images',
  'Persist and back up data with named volumes and bind mounts',
  'Connect containers with bridge networks, published ports and environment config',
  'Define multi-container apps in Compose with health checks and resource limits',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
