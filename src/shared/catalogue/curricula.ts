import { modules as ansibleAutomation } from './curricula/ansible-automation';
import { modules as awsCloudPractitioner } from './curricula/aws-cloud-practitioner';
import { modules as azureDevopsEngineer } from './curricula/azure-devops-engineer';
import { modules as dockerFundamentals } from './curricula/docker-fundamentals';
import { modules as googleCloudPlatform } from './curricula/google-cloud-platform';
import { modules as jenkinsCiCd } from './curricula/jenkins-ci-cd';
import { modules as kubernetesMastery } from './curricula/kubernetes-mastery';
import { modules as linuxSystemAdministration } from './curricula/linux-system-administration';
import { modules as terraformInfrastructure } from './curricula/terraform-infrastructure';
import type { CurriculumModule } from './types';

/**
 * Hard-coded curricula for the nine built-in courses (4 modules of 5 to 7 lessons, 18 to 52
 * minutes each), one file per course in curricula/. This module holds them all, for the server
 * and tests; pages load one at a time through curriculum-loader.ts. Plain imports, not a
 * bundler's glob, so this code runs the same under any tool (a test checks the list against the
 * folder).
 */
export const curricula: Readonly<Record<string, readonly CurriculumModule[]>> = {
  'ansible-automation': ansibleAutomation,
  'aws-cloud-practitioner': awsCloudPractitioner,
  'azure-devops-engineer': azureDevopsEngineer,
  'docker-fundamentals': dockerFundamentals,
  'google-cloud-platform': googleCloudPlatform,
  'jenkins-ci-cd': jenkinsCiCd,
  'kubernetes-mastery': kubernetesMastery,
  'linux-system-administration': linuxSystemAdministration,
  'terraform-infrastructure': terraformInfrastructure,
};

/** The course's curriculum; [] for an unknown id. */
export function curriculumFor(courseId: string): readonly CurriculumModule[] {
  return Object.hasOwn(curricula, courseId) ? (curricula[courseId] ?? []) : [];
}
