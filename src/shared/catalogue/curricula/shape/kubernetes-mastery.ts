import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/kubernetes-mastery.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'kubernetes-1',
    lessons: [
      { minutes: 30 },
      { minutes: 28 },
      { minutes: 26 },
      { minutes: 24 },
      { minutes: 22 },
      { minutes: 24 },
      { minutes: 25 },
    ],
    labs: [
      {
        id: 'kubernetes-deployment-and-service-manifests',
        title: 'Write and check a Deployment and its Service',
        minutes: 30,
      },
    ],
  },
  {
    id: 'kubernetes-2',
    lessons: [
      { minutes: 32 },
      { minutes: 30 },
      { minutes: 27 },
      { minutes: 35 },
      { minutes: 22 },
      { minutes: 28 },
      { minutes: 32 },
    ],
    labs: [
      {
        id: 'kubernetes-liveness-readiness-startup-probes',
        title: 'Liveness, readiness and startup probes that survive an outage',
        minutes: 25,
      },
    ],
  },
  {
    id: 'kubernetes-3',
    lessons: [
      { minutes: 34 },
      { minutes: 38 },
      { minutes: 26 },
      { minutes: 40 },
      { minutes: 30 },
      { minutes: 24 },
      { minutes: 32 },
    ],
    labs: [
      {
        id: 'kubernetes-configmaps-and-secrets',
        title: 'ConfigMaps, Secrets and base64 without surprises',
        minutes: 30,
      },
      {
        id: 'kubernetes-ingress-path-routing-with-nginx',
        title: 'Ingress-style path routing with nginx',
        minutes: 35,
      },
    ],
  },
  {
    id: 'kubernetes-4',
    lessons: [
      { minutes: 28 },
      { minutes: 25 },
      { minutes: 36 },
      { minutes: 42 },
      { minutes: 38 },
      { minutes: 44 },
      { minutes: 52 },
    ],
    labs: [
      {
        id: 'kubernetes-rbac-least-privilege-for-ci',
        title: 'RBAC for a CI deployer: least privilege, checked offline',
        minutes: 30,
      },
    ],
  },
] as const;

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
