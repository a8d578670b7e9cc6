import type { CurriculumWords } from '../shape/docker-fundamentals';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'docker-1': {
      title: 'Containers and Docker Basics',
      lessons: [
        'Why containers? Virtual machines versus containers',
        'Installing Docker Engine and Docker Desktop',
        'Images, containers and registries explained',
        'Running your first container with docker run',
        'Managing containers: ps, logs, exec, stop and rm',
        'Inspecting images and reclaiming disk space',
      ],
    },
    'docker-2': {
      title: 'Building Images',
      lessons: [
        'Writing a Dockerfile: FROM, RUN, COPY and CMD',
        'Layer caching and build context with .dockerignore',
        'ENTRYPOINT versus CMD and passing arguments',
        'Multi-stage builds for small production images',
        'Tagging and pushing images to Docker Hub',
        'Choosing base images: Alpine, slim and distroless',
      ],
    },
    'docker-3': {
      title: 'Storage and Networking',
      lessons: [
        'Named volumes and bind mounts',
        'Persisting database data with volumes',
        'Bridge networks and container DNS',
        'Publishing ports and the host network',
        'Environment variables and configuration',
        'Backing up and restoring volume data',
      ],
    },
    'docker-4': {
      title: 'Docker Compose and Production Practice',
      lessons: [
        'Defining multi-container apps in compose.yaml',
        'Service dependencies, health checks and restart policies',
        'Compose profiles and override files',
        'Resource limits with CPU and memory constraints',
        'Image security: non-root users and vulnerability scanning',
        'Project: containerising a full-stack web application',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Run, inspect and manage containers with the Docker CLI',
    'Write Dockerfiles with multi-stage builds for small production images',
    'Tag and push images to Docker Hub and choose lean base images',
    'Persist and back up data with named volumes and bind mounts',
    'Connect containers with bridge networks, published ports and environment config',
    'Define multi-container apps in Compose with health checks and resource limits',
  ],
};
