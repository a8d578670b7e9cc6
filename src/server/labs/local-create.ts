import type { SandboxHandle, SandboxHostSpec, SandboxSpec } from './lab-driver';
import type { ImageSettings } from './lab-images';
import {
  BACKGROUND_SHARES,
  BOOT_CPUS,
  DEFAULT_SHARES,
  prepareCgroups,
  setCpuQuota,
  setCpuShares,
} from './local-cgroups';
import { containerName, type LocalContext, podmanOk } from './local-context';
import { attachDisk } from './local-disks';
import { imageSettings, pristineRoot } from './local-images';
import { type LabNetworks, networkHostArgs } from './local-network';
import { protectionArgs, runArgs } from './local-run-args';
import { assertBelowLimit } from './sandbox-limits';
import { assertUsableSpec } from './sandbox-rules';

/** Making a local sandbox: its hosts created, given disks, started and booted. */

const READY_TIMEOUT_MS = 60_000;

/** Every sandbox of this machine with its owner (local-listing.ts). */
type ListAll = () => Promise<{ owner: string }[]>;

/** One host of a sandbox being made, with what it was worked out from. */
interface HostPlan {
  host: SandboxHostSpec;
  index: number;
  image: ImageSettings;
  pristine: string;
}

export async function createSandbox(
  context: LocalContext,
  networks: LabNetworks,
  listAll: ListAll,
  spec: SandboxSpec,
  destroy: (sessionId: string) => Promise<void>,
): Promise<SandboxHandle> {
  assertUsableSpec(spec);
  // The cap is this deployment's (its owner label): another academy or test run on the same
  // machine neither uses it up nor is counted against it.
  const running = (await listAll()).filter((sandbox) => sandbox.owner === context.owner);
  assertBelowLimit(running.length, context.maxSandboxes);
  const settings = await Promise.all(spec.hosts.map((host) => imageSettings(context, host.image)));
  const pristine = await Promise.all(
    spec.hosts.map((host, index) =>
      pristineRoot(context, host.image, settings[index] as ImageSettings),
    ),
  );
  const plans = spec.hosts.map((host, index) => ({
    host,
    index,
    image: settings[index] as ImageSettings,
    pristine: pristine[index] ?? '',
  }));
  const created = new Date();
  const expiresAt = new Date(created.getTime() + spec.ttlSeconds * 1000).toISOString();
  const labels = [
    `shikhon.session=${spec.sessionId}`,
    `shikhon.created=${created.toISOString()}`,
    `shikhon.expires=${expiresAt}`,
    `shikhon.lab=${spec.labId}`,
    `shikhon.user=${spec.userId}`,
    `shikhon.owner=${context.owner}`,
  ];
  const multiHost = spec.hosts.length > 1;
  try {
    const gateway = multiHost ? await networks.create(spec.sessionId, labels) : '';
    await Promise.all(plans.map((plan) => startHost(context, spec, plan, labels, gateway)));
    await Promise.all(plans.map((plan) => bootHost(context, spec, plan)));
  } catch (error) {
    await destroy(spec.sessionId).catch(() => undefined);
    throw error;
  }
  return { sessionId: spec.sessionId, hosts: spec.hosts.map((host) => host.name), expiresAt };
}

/** Creates one host's container at boot CPU, gives it its disk and starts it. */
async function startHost(
  context: LocalContext,
  spec: SandboxSpec,
  { host, index, image, pristine }: HostPlan,
  labels: string[],
  gateway: string,
): Promise<void> {
  const multiHost = spec.hosts.length > 1;
  const name = containerName(spec.sessionId, host.name);
  prepareCgroups(name, image);
  setCpuQuota(name, BOOT_CPUS);
  if (spec.background) setCpuShares(name, BACKGROUND_SHARES);
  context.hostSettings.set(name, image);
  const args = runArgs(context, spec, host.name, host.image, image, labels, multiHost);
  if (multiHost) args.splice(args.length - 1, 0, ...networkHostArgs(spec.hosts, gateway, index));
  args.splice(args.length - 1, 0, ...protectionArgs(context, image, pristine));
  // Not `podman start` niced: what it starts (conmon, the sandbox) would keep it.
  await podmanOk(context, args, `Creating lab host ${host.name}`, spec.background);
  await attachDisk(context, name, image.diskMiB, spec.background);
  await podmanOk(context, ['start', name], `Starting lab host ${host.name}`);
}

/** Waits for a started host to be ready, then gives it its image's CPU share. */
async function bootHost(
  context: LocalContext,
  spec: SandboxSpec,
  { host, image }: HostPlan,
): Promise<void> {
  const name = containerName(spec.sessionId, host.name);
  await waitReady(context, name, image);
  // Booted: from now on the learner's share of the CPU (BOOT_CPUS until now).
  setCpuQuota(name, image.cpus);
  if (spec.background) setCpuShares(name, DEFAULT_SHARES);
}

async function waitReady(context: LocalContext, name: string, image: ImageSettings): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  // systemd images: wait until boot has finished (running, or degraded when some unit failed);
  // plain images are ready as soon as a command runs.
  const probe =
    image.init === 'systemd'
      ? ['exec', name, 'systemctl', 'is-system-running', '--wait']
      : ['exec', name, 'true'];
  for (;;) {
    const result = await context.podman(probe, {
      timeoutMs: Math.max(1000, deadline - Date.now()),
    });
    const state = result.stdout.trim();
    if (result.exitCode === 0 || state === 'degraded' || state === 'running') return;
    if (Date.now() > deadline) {
      throw new Error(`Lab host ${name} did not become ready (${state || result.stderr.trim()}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
