import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { PROGRAMME_TEXT } from './text/system-design-for-engineers.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'Learn to design systems that stay fast and reliable as traffic grows. You will model real services, reason about trade-offs and test your designs under load in lab environments.',
    outcomes: [
      { text: 'Estimate capacity, throughput and storage for a new service', labIds: [] },
      { text: 'Choose between SQL and NoSQL stores for a given workload', labIds: [] },
      { text: 'Apply caching, queues and load balancing to remove bottlenecks', labIds: [] },
      { text: 'Design for failure with replication, retries and circuit breakers', labIds: [] },
      { text: 'Present and defend a design in a structured interview', labIds: [] },
    ],
    moduleTitles: [
      'Foundations of Scalable Systems',
      'Data Storage and Partitioning',
      'Caching, Queues and Load Balancing',
      'Reliability and Observability',
      'Case Studies and Mock Interviews',
    ],
  },
  PROGRAMME_TEXT,
);
