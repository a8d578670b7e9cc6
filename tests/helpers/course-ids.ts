/**
 * The catalogue's course ids in their catalogue order, written out so the catalogue tests check
 * the data against a list of their own rather than against itself.
 */
export const EXPECTED_COURSE_IDS = [
  'docker-fundamentals',
  'kubernetes-mastery',
  'aws-cloud-practitioner',
  'azure-devops-engineer',
  'terraform-infrastructure',
  'linux-system-administration',
  'jenkins-ci-cd',
  'ansible-automation',
  'google-cloud-platform',
];
