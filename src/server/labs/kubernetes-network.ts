import type { V1NetworkPolicy, V1Service } from '@kubernetes/client-node';
import { sessionObjectName } from './kubernetes-names';

/** A lab session's network on Kubernetes: host names by DNS, traffic only among its pods. */

/** Headless: gives each host of the session a DNS name, never a load-balanced address. */
export function sessionService(
  sessionId: string,
  labels: Record<string, string>,
  annotations: Record<string, string>,
): V1Service {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: sessionObjectName(sessionId), labels, annotations },
    spec: {
      clusterIP: 'None',
      publishNotReadyAddresses: true,
      selector: { 'shikhon.session': labels['shikhon.session'] as string },
    },
  };
}

/** The session's pods reach each other and the cluster's DNS; nothing else in or out. */
export function sessionNetworkPolicy(
  sessionId: string,
  labels: Record<string, string>,
  annotations: Record<string, string>,
): V1NetworkPolicy {
  const session = { matchLabels: { 'shikhon.session': labels['shikhon.session'] as string } };
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: sessionObjectName(sessionId), labels, annotations },
    spec: {
      podSelector: session,
      policyTypes: ['Ingress', 'Egress'],
      ingress: [{ _from: [{ podSelector: session }] }],
      egress: [
        { to: [{ podSelector: session }] },
        {
          to: [
            {
              namespaceSelector: {
                matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
              },
              podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
            },
          ],
          ports: [
            { protocol: 'UDP', port: 53 },
            { protocol: 'TCP', port: 53 },
          ],
        },
      ],
    },
  };
}
