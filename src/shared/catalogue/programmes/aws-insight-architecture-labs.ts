import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { PROGRAMME_TEXT } from './text/aws-insight-architecture-labs.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'Build common AWS architectures in a real account, one service at a time. Each lab explains why the design works, what it costs and how to tear it down cleanly afterwards.',
    outcomes: [
      { text: 'Build a multi-tier VPC with public and private subnets', labIds: [] },
      {
        text: 'Deploy a highly available web tier with load balancing and Auto Scaling',
        labIds: [],
      },
      { text: 'Host a static website on S3 behind CloudFront', labIds: [] },
      { text: 'Create a serverless API with API Gateway, Lambda and DynamoDB', labIds: [] },
      { text: 'Keep spending under control with budgets and cost alerts', labIds: [] },
    ],
    moduleTitles: [
      'Networking with Amazon VPC',
      'Compute and Auto Scaling',
      'Storage and Content Delivery',
      'Serverless Applications',
      'Cost and Operations',
    ],
  },
  PROGRAMME_TEXT,
);
