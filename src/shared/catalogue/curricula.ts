import {
  modules as ansibleAutomation,
  outcomes as ansibleAutomationOutcomes,
} from './curricula/ansible-automation';
import {
  modules as awsCloudPractitioner,
  outcomes as awsCloudPractitionerOutcomes,
} from './curricula/aws-cloud-practitioner';
import {
  modules as azureDevopsEngineer,
  outcomes as azureDevopsEngineerOutcomes,
} from './curricula/azure-devops-engineer';
import {
  modules as dockerFundamentals,
  outcomes as dockerFundamentalsOutcomes,
} from './curricula/docker-fundamentals';
import {
  modules as googleCloudPlatform,
  outcomes as googleCloudPlatformOutcomes,
} from './curricula/google-cloud-platform';
import { modules as jenkinsCiCd, outcomes as jenkinsCiCdOutcomes } from './curricula/jenkins-ci-cd';
import {
  modules as kubernetesMastery,
  outcomes as kubernetesMasteryOutcomes,
} from './curricula/kubernetes-mastery';
import {
  modules as linuxSystemAdministration,
  outcomes as linuxSystemAdministrationOutcomes,
} from './curricula/linux-system-administration';
import {
  modules as terraformInfrastructure,
  outcomes as terraformInfrastructureOutcomes,
} from './curricula/terraform-infrastructure';
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

/** Each course's six 'What you'll learn' bullets, for the server and tests. */
export const outcomes: Readonly<Record<string, readonly string[]>> = {
  'ansible-automation': ansibleAutomationOutcomes,
  'aws-cloud-practitioner': awsCloudPractitionerOutcomes,
  'azure-devops-engineer': azureDevopsEngineerOutcomes,
  'docker-fundamentals': dockerFundamentalsOutcomes,
  'google-cloud-platform': googleCloudPlatformOutcomes,
  'jenkins-ci-cd': jenkinsCiCdOutcomes,
  'kubernetes-mastery': kubernetesMasteryOutcomes,
  'linux-system-administration': linuxSystemAdministrationOutcomes,
  'terraform-infrastructure': terraformInfrastructureOutcomes,
};

/** The course's outcomes; [] for an unknown id. */
export function outcomesFor(courseId: string): readonly string[] {
  return Object.hasOwn(outcomes, courseId) ? (outcomes[courseId] ?? []) : [];
}
