import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
  {
    kind: 'p',
    text: 'Getting an application running on Kubernetes takes an afternoon. Keeping it running when traffic spikes, nodes fail and teammates deploy on a Thursday evening takes a little more discipline. Over the last few years we have helped teams in Dhaka move payment, e-commerce and logistics systems onto Kubernetes, and the same gaps show up again and again. This checklist collects them so you can review your own cluster before your users find the problems for you.',
  },
  { kind: 'h2', text: '1. Set resource requests and limits' },
  {
    kind: 'p',
    text: 'The scheduler places Pods based on their requests, not on what they actually use. A Pod without a CPU or memory request looks free to the scheduler, so too many land on one node and then fight over it. Set requests close to normal usage and a memory limit that protects the node. Be careful with CPU limits: they cause throttling even when the node has spare capacity, so many teams set CPU requests and leave CPU limits off for latency-sensitive services. If a container exceeds its memory limit it is OOM-killed, which you will see as the reason OOMKilled in kubectl describe pod.',
  },
  { kind: 'h2', text: '2. Tell Kubernetes when your app is healthy' },
  {
    kind: 'p',
    text: 'Readiness probes decide whether a Pod receives traffic; liveness probes decide whether it gets restarted. They answer different questions, so do not point both at an endpoint that checks your database. If the database has a hiccup, a liveness probe like that restarts every replica at once and turns a short blip into an outage. Keep liveness cheap (is the process responsive?) and let readiness reflect whether the Pod can serve requests right now. Slow-starting applications, such as large Java services, should use a startup probe so liveness does not kill them during boot.',
  },
  {
    kind: 'code',
    text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: checkout-api
spec:
  replicas: 3
  selector:
    matchLabels: { app: checkout-api }
  template:
    metadata:
      labels: { app: checkout-api }
    spec:
      containers:
        - name: api
          image: registry.example.com/checkout-api:1.8.2
          resources:
            requests: { cpu: 250m, memory: 256Mi }
            limits: { memory: 512Mi }
          readinessProbe:
            httpGet: { path: /ready, port: 8080 }
            periodSeconds: 5
          livenessProbe:
            httpGet: { path: /healthz, port: 8080 }
            initialDelaySeconds: 10
            periodSeconds: 10`,
  },
  { kind: 'h2', text: '3. Plan for disruption' },
  {
    kind: 'p',
    text: 'Nodes go away for boring reasons: upgrades, autoscaler scale-downs, a cloud provider retiring hardware. Make sure those events never take all replicas of a service down together.',
  },
  {
    kind: 'ul',
    items: [
      'Run at least two replicas of anything user-facing, three for critical paths such as payments.',
      'Add a PodDisruptionBudget so voluntary evictions, like node drains, keep a minimum number of Pods available.',
      'Use topologySpreadConstraints or pod anti-affinity to spread replicas across nodes and availability zones.',
      'Pin image tags to versions or digests; never deploy latest to production.',
      'Handle SIGTERM gracefully and set terminationGracePeriodSeconds long enough to finish in-flight requests.',
    ],
  },
  { kind: 'h2', text: '4. Lock down access' },
  {
    kind: 'p',
    text: "Give people and CI systems the narrowest RBAC role that works, scoped to a namespace where possible, and avoid handing out cluster-admin for convenience. Run containers as a non-root user with a read-only root filesystem, and enforce the Pod Security Standards 'restricted' or at least 'baseline' profile on application namespaces through the built-in Pod Security Admission. Add NetworkPolicies so that, for example, only the API namespace can reach the database. Remember that Secrets are only base64-encoded by default: enable encryption at rest, or keep sensitive values in an external secret manager and sync them in.",
  },
  { kind: 'h2', text: '5. See what is happening' },
  {
    kind: 'p',
    text: 'You cannot operate what you cannot see. At minimum, ship container logs to central storage, collect metrics with Prometheus or your cloud provider’s equivalent, and alert on symptoms users feel: error rate, latency and saturation. Alerts on every Pod restart will only teach your on-call engineer to ignore the pager. Kubernetes events are useful too, but they expire after about an hour by default, so export them if you want them during a post-incident review.',
  },
  { kind: 'h2', text: '6. Practise upgrades and restores' },
  {
    kind: 'p',
    text: 'Kubernetes minor versions receive patches for roughly fourteen months, so upgrades are a routine chore, not a once-a-project event. Upgrade a staging cluster first, check for removed APIs before each release, and keep node pools no more than the supported skew behind the control plane. If you run your own control plane, back up etcd with etcdctl snapshot save on a schedule and, more importantly, test the restore. A backup that has never been restored is only a hope. For managed clusters such as EKS, AKS or GKE, back up your manifests and persistent volumes instead, ideally with a tool like Velero.',
  },
  {
    kind: 'p',
    text: 'None of these items is exotic, and you do not need to do them all in one sprint. Pick the two that worry you most, fix them this week, and put the rest on your board. A boring cluster is a successful cluster.',
  },
];
