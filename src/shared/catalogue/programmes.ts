import { programmeSummaries } from './programme-summaries';
import type { ProgrammeSlug } from './text-overrides';
import type { Programme, ProgrammeDetails } from './types';
import { details as devopsEngineeringBootcamp } from './programmes/devops-engineering-bootcamp';
import { details as systemDesignForEngineers } from './programmes/system-design-for-engineers';
import { details as dockerHandsOnLabs } from './programmes/docker-hands-on-labs';
import { details as mlopsAndMachineLearningPipelines } from './programmes/mlops-and-machine-learning-pipelines';
import { details as cloudSecurityAndDevsecops } from './programmes/cloud-security-and-devsecops';
import { details as awsInsightArchitectureLabs } from './programmes/aws-insight-architecture-labs';

const DETAILS: Readonly<Record<ProgrammeSlug, ProgrammeDetails>> = {
  'devops-engineering-bootcamp': devopsEngineeringBootcamp,
  'system-design-for-engineers': systemDesignForEngineers,
  'docker-hands-on-labs': dockerHandsOnLabs,
  'mlops-and-machine-learning-pipelines': mlopsAndMachineLearningPipelines,
  'cloud-security-and-devsecops': cloudSecurityAndDevsecops,
  'aws-insight-architecture-labs': awsInsightArchitectureLabs,
};

/**
 * The second catalogue: hands-on lab programmes, each a bundle of real labs (`labIds`, chosen by
 * technology from the curricula of its related courses) whose every promise names the labs that
 * practise it. The build refuses a programme that sells what its labs do not hold
 * (src/server/content/compile/programme-rules.ts); one without labs is in preparation, not for
 * sale. Its words are in the page's language (programmes/{slug}.ts); titles stay as they are. The
 * whole list is for the server and the tests: a page reads programme-summaries.ts, and a
 * programme's page loads its own words (programme-loader.ts).
 */
export const programmes: readonly Programme[] = programmeSummaries.map((programme) => ({
  ...programme,
  ...DETAILS[programme.slug],
}));

export function findProgramme(slug: string): Programme | undefined {
  return programmes.find((programme) => programme.slug === slug);
}
