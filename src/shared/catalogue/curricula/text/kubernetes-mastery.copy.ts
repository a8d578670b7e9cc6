import type { CurriculumWords } from '../shape/kubernetes-mastery';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'kubernetes-1': {
      title: 'Kubernetes Architecture',
      lessons: [
        'Control plane and worker node components',
        'Setting up a local cluster with kind and minikube',
        'kubectl essentials and kubeconfig contexts',
        'Declarative manifests and kubectl apply',
        'Namespaces, labels and selectors',
        'API objects: spec, status and API versions',
        'Inspecting running apps: logs, exec and port-forward',
      ],
    },
    'kubernetes-2': {
      title: 'Workloads',
      lessons: [
        'Pods and multi-container patterns',
        'ReplicaSets and Deployments',
        'Rolling updates and rollbacks',
        'DaemonSets and StatefulSets',
        'Jobs and CronJobs',
        'Liveness, readiness and startup probes',
        'Scheduling with node selectors, affinity and taints',
      ],
    },
    'kubernetes-3': {
      title: 'Networking, Configuration and Storage',
      lessons: [
        'Services: ClusterIP, NodePort and LoadBalancer',
        'Ingress controllers and routing rules',
        'ConfigMaps and Secrets',
        'PersistentVolumes, claims and StorageClasses',
        'Network policies for pod isolation',
        'Cluster DNS and service discovery',
        'Gateway API: Gateways and HTTPRoutes',
      ],
    },
    'kubernetes-4': {
      title: 'Operating Clusters in Production',
      lessons: [
        'Resource requests, limits and quotas',
        'Horizontal Pod Autoscaler',
        'RBAC: Roles, RoleBindings and ServiceAccounts',
        'Packaging applications with Helm charts',
        'Troubleshooting failing pods and nodes',
        'Monitoring with Prometheus and Grafana',
        'Project: deploying a microservices application',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Explain the control plane and run a local cluster with kind or minikube',
    'Deploy apps with Deployments, rolling updates, rollbacks and health probes',
    'Run stateful and batch workloads with StatefulSets, Jobs and CronJobs',
    'Expose services through Ingress and the Gateway API with network policies',
    'Configure apps with ConfigMaps, Secrets and PersistentVolumes',
    'Operate clusters with RBAC, autoscaling, Helm charts and Prometheus monitoring',
  ],
};
