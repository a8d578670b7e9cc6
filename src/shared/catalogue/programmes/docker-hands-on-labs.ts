import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { PROGRAMME_TEXT } from './text/docker-hands-on-labs.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'Nine focused labs that build real confidence with Docker. You tag and inspect images, write Dockerfiles and multi-stage builds, persist data, connect containers on user-defined networks and run a two-service app with Docker Compose, in a browser terminal on a throwaway machine on our servers.',
    outcomes: [
      {
        text: 'Write efficient Dockerfiles with multi-stage builds',
        labIds: [
          'docker-write-a-dockerfile',
          'docker-multi-stage-builds',
          'docker-entrypoint-and-cmd',
        ],
      },
      {
        text: 'Persist data with volumes and bind mounts',
        labIds: ['docker-volumes-and-bind-mounts'],
      },
      {
        text: 'Connect services on user-defined bridge networks',
        labIds: ['docker-user-defined-networks'],
      },
      {
        text: 'Run a multi-service application with Docker Compose',
        labIds: ['docker-compose-two-service-app'],
      },
      {
        text: 'Keep containers healthy with restart policies, health checks and limits',
        labIds: ['docker-restart-health-and-limits', 'docker-run-and-manage-containers'],
      },
    ],
    moduleTitles: [
      'Images and Containers',
      'Building Images',
      'Volumes and Networks',
      'Compose and Running Well',
    ],
  },
  PROGRAMME_TEXT,
);
