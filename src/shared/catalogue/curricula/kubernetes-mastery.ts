import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/kubernetes-mastery.copy';

const writtenModules = [
  {
    id: 'kubernetes-1',
    title: 'Kubernetes Architecture',
    lessons: [
      { title: 'Control plane and worker node components', minutes: 30 },
      { title: 'Setting up a local cluster with kind and minikube', minutes: 28 },
      { title: 'kubectl essentials and kubeconfig contexts', minutes: 26 },
      { title: 'Declarative manifests and kubectl apply', minutes: 24 },
      { title: 'Namespaces, labels and selectors', minutes: 22 },
      { title: 'API objects: spec, status and API versions', minutes: 24 },
      { title: 'Inspecting running apps: logs, exec and port-forward', minutes: 25 },
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
    title: 'Workloads',
    lessons: [
      { title: 'Pods and multi-container patterns', minutes: 32 },
      { title: 'ReplicaSets and Deployments', minutes: 30 },
      { title: 'Rolling updates and rollbacks', minutes: 27 },
      { title: 'DaemonSets and StatefulSets', minutes: 35 },
      { title: 'Jobs and CronJobs', minutes: 22 },
      { title: 'Liveness, readiness and startup probes', minutes: 28 },
      { title: 'Scheduling with node selectors, affinity and taints', minutes: 32 },
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
    title: 'Networking, Configuration and Storage',
    lessons: [
      { title: 'Services: ClusterIP, NodePort and LoadBalancer', minutes: 34 },
      { title: 'Ingress controllers and routing rules', minutes: 38 },
      { title: 'ConfigMaps and Secrets', minutes: 26 },
      { title: 'PersistentVolumes, claims and StorageClasses', minutes: 40 },
      { title: 'Network policies for pod isolation', minutes: 30 },
      { title: 'Cluster DNS and service discovery', minutes: 24 },
      { title: 'Gateway API: Gateways and HTTPRoutes', minutes: 32 },
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
    title: 'Operating Clusters in Production',
    lessons: [
      { title: 'Resource requests, limits and quotas', minutes: 28 },
      { title: 'Horizontal Pod Autoscaler', minutes: 25 },
      { title: 'RBAC: Roles, RoleBindings and ServiceAccounts', minutes: 36 },
      { title: 'Packaging applications with Helm charts', minutes: 42 },
      { title: 'Troubleshooting failing pods and nodes', minutes: 38 },
      { title: 'Monitoring with Prometheus and Grafana', minutes: 44 },
      { title: 'Project: deploying a microservices application', minutes: 52 },
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

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Explain the control plane and run a local cluster with kind or minikube',
  'Deploy apps with Deployments, rolling updates, rollbacks and health probes',
  'Run stateful and batch workloads with StatefulSets, Jobs and CronJobs',
  'Expose services through Ingress and the Gateway API with network policies',
  'Configure apps with ConfigMaps, Secrets and PersistentVolumes',
  'Operate clusters with RBAC, autoscaling, Helm charts and Prometheus monitoring',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
