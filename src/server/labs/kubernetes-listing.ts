import type { CoreV1Api, NetworkingV1Api, V1Pod } from '@kubernetes/client-node';
import type { SandboxSummary } from './lab-driver';
import { WARM_USER } from './lab-driver';
import { ANNOTATION, labelValue, sessionObjectName } from './kubernetes-names';

/** Finding a namespace's lab sessions by their labels, waiting for their pods, removing them. */

export interface KubeClients {
  core: CoreV1Api;
  networking: NetworkingV1Api;
}

async function sessionPods(
  core: CoreV1Api,
  namespace: string,
  sessionId: string,
): Promise<V1Pod[]> {
  const list = await core.listNamespacedPod({
    namespace,
    labelSelector: `shikhon.session=${labelValue(sessionId)}`,
  });
  return list.items;
}

/** Waits until the session's `count` pods run; throws when one stops or at `timeoutMs`. */
export async function waitRunning(
  core: CoreV1Api,
  namespace: string,
  sessionId: string,
  count: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pods = await sessionPods(core, namespace, sessionId);
    const failed = pods.find((pod) => ['Failed', 'Succeeded'].includes(pod.status?.phase ?? ''));
    if (failed) {
      throw new Error(
        `Lab host ${failed.spec?.hostname ?? failed.metadata?.name} stopped: ${failed.status?.message ?? failed.status?.reason ?? failed.status?.phase}.`,
      );
    }
    const running = pods.filter((pod) => pod.status?.phase === 'Running').length;
    if (pods.length >= count && running === pods.length) return;
    if (Date.now() > deadline) {
      throw new Error(`Lab pods did not start (${running} of ${count} running).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Removes the session's pods, Service and NetworkPolicy; safe to call twice. */
export async function deleteSession(
  clients: () => KubeClients,
  namespace: string,
  sessionId: string,
): Promise<void> {
  const name = sessionObjectName(sessionId);
  const ignoreMissing = (error: unknown) => {
    if ((error as { code?: number }).code !== 404) throw error;
  };
  await clients().core.deleteCollectionNamespacedPod({
    namespace,
    labelSelector: `shikhon.session=${labelValue(sessionId)}`,
    gracePeriodSeconds: 0,
  });
  await clients().core.deleteNamespacedService({ namespace, name }).catch(ignoreMissing);
  await clients()
    .networking.deleteNamespacedNetworkPolicy({ namespace, name })
    .catch(ignoreMissing);
}

/** Every lab session in the namespace, whoever made it (owner as its label value). */
export async function listAllSessions(
  clients: () => KubeClients,
  namespace: string,
): Promise<(SandboxSummary & { owner: string })[]> {
  const sessions = new Map<string, SandboxSummary & { owner: string }>();
  const pods = await clients().core.listNamespacedPod({
    namespace,
    labelSelector: 'shikhon.session',
  });
  // A policy outlives its pods when the kubelet ended them at their deadline.
  const policies = await clients().networking.listNamespacedNetworkPolicy({
    namespace,
    labelSelector: 'shikhon.session',
  });
  for (const item of [...pods.items, ...policies.items]) {
    const annotations = item.metadata?.annotations ?? {};
    const sessionId = annotations[`${ANNOTATION}session`];
    if (!sessionId || sessions.has(sessionId)) continue;
    sessions.set(sessionId, {
      sessionId,
      createdAt: annotations[`${ANNOTATION}created`] ?? '',
      expiresAt: annotations[`${ANNOTATION}expires`] ?? '',
      owner: item.metadata?.labels?.['shikhon.owner'] ?? 'default',
      ...(item.metadata?.labels?.['shikhon.user'] === labelValue(WARM_USER) ? { warm: true } : {}),
    });
  }
  return [...sessions.values()];
}
