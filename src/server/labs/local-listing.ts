import type { SandboxSummary } from './lab-driver';
import { WARM_USER } from './lab-driver';
import { removeOrphanCgroups, removeSessionCgroups } from './local-cgroups';
import { type LocalContext, NAME_PREFIX, networkName } from './local-context';
import { removeOrphanDisks, removeSessionDisks } from './local-disks';
import type { NetworkEntry } from './local-network';

/** Finding the local sandboxes by their labels, sweeping what they left, and removing them. */

interface PsEntry {
  Names?: string[];
  Labels?: Record<string, string> | null;
  State?: string;
}

/** Removes every host, disk, network and cgroup of the session; safe to call twice. */
export async function destroySandbox(context: LocalContext, sessionId: string): Promise<void> {
  const ids = await context.podman([
    'ps',
    '-a',
    '-q',
    '--filter',
    `label=shikhon.session=${sessionId}`,
  ]);
  const list = ids.stdout.split('\n').filter(Boolean);
  if (list.length > 0) {
    await context.podman(['rm', '-f', '-t', '0', ...list]);
  }
  const prefix = `${NAME_PREFIX}${sessionId}-`;
  removeSessionDisks(prefix);
  await context.podman(['network', 'rm', '-f', networkName(sessionId)]);
  for (const name of [...context.hostSettings.keys(), ...context.nestedTargets.keys()]) {
    if (name.startsWith(prefix)) {
      context.hostSettings.delete(name);
      context.nestedTargets.delete(name);
    }
  }
  removeSessionCgroups(prefix);
}

/**
 * Every lab sandbox on this machine, whoever made it; on the way, the cgroups and disks of
 * sandboxes that are gone.
 */
export async function listAllSandboxes(
  context: LocalContext,
): Promise<(SandboxSummary & { owner: string })[]> {
  const sessions = new Map<string, SandboxSummary & { owner: string }>();
  const add = (labels: Record<string, string> | null | undefined) => {
    const sessionId = labels?.['shikhon.session'];
    if (!labels || !sessionId || sessions.has(sessionId)) return;
    sessions.set(sessionId, {
      sessionId,
      createdAt: labels['shikhon.created'] ?? '',
      expiresAt: labels['shikhon.expires'] ?? '',
      owner: labels['shikhon.owner'] ?? 'default',
      ...(labels['shikhon.user'] === WARM_USER ? { warm: true } : {}),
    });
  };
  const containers = await context.podman([
    'ps',
    '-a',
    '--filter',
    'label=shikhon.session',
    '--format',
    'json',
  ]);
  if (containers.exitCode !== 0) throw new Error(`podman ps failed: ${containers.stderr.trim()}`);
  const liveNames = new Set<string>();
  for (const entry of JSON.parse(containers.stdout || '[]') as PsEntry[]) {
    add(entry.Labels);
    for (const name of entry.Names ?? []) liveNames.add(name);
  }
  removeOrphanCgroups(liveNames);
  removeOrphanDisks(liveNames);
  // A network outlives its containers when conmon removed them at the time limit.
  const networks = await context.podman([
    'network',
    'ls',
    '--filter',
    'label=shikhon.session',
    '--format',
    'json',
  ]);
  if (networks.exitCode === 0) {
    for (const entry of JSON.parse(networks.stdout || '[]') as NetworkEntry[]) add(entry.labels);
  }
  return [...sessions.values()];
}
