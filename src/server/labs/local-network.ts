import type { SandboxHostSpec } from './lab-driver';
import { type LocalContext, networkName } from './local-context';
import { ensureLabFirewall, labHostAddress, labSubnet } from './local-firewall';

/** The internal network of a multi-machine lab and its hosts' places on it. */

export interface NetworkEntry {
  name?: string;
  labels?: Record<string, string> | null;
  subnets?: { subnet?: string }[] | null;
}

/** Makes sessions' networks one at a time, so that two sessions never race for one subnet. */
export class LabNetworks {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: LocalContext) {}

  /** Makes the session's internal network (no DNS server); resolves with its gateway. */
  create(sessionId: string, labels: string[]): Promise<string> {
    const attempt = this.queue.then(() => this.createNow(sessionId, labels));
    this.queue = attempt.catch(() => undefined);
    return attempt;
  }

  private async createNow(sessionId: string, labels: string[]): Promise<string> {
    await ensureLabFirewall();
    const used = new Set<string>();
    const listed = await this.context.podman(['network', 'ls', '--format', 'json']);
    for (const network of JSON.parse(listed.stdout || '[]') as NetworkEntry[]) {
      for (const subnet of network.subnets ?? []) if (subnet.subnet) used.add(subnet.subnet);
    }
    let lastError = '';
    for (let index = 0; index < 256; index += 1) {
      const { subnet, gateway } = labSubnet(index);
      if (used.has(subnet)) continue;
      const args = ['network', 'create', '--internal', '--disable-dns'];
      args.push('--subnet', subnet, '--gateway', gateway);
      for (const label of labels) args.push('--label', label);
      const result = await this.context.podman([...args, networkName(sessionId)]);
      if (result.exitCode === 0) {
        // netavark put its own chains first when the bridge came up: ours go back on top.
        await ensureLabFirewall(true);
        return gateway;
      }
      lastError = result.stderr.trim();
      if (!/subnet|already used|in use/i.test(lastError)) break;
    }
    throw new Error(`Creating the lab network failed: ${lastError}`);
  }
}

/** podman create's arguments that put host `index` of `hosts` on the network of `gateway`. */
export function networkHostArgs(
  hosts: SandboxHostSpec[],
  gateway: string,
  index: number,
): string[] {
  // No DNS server on lab networks (local-firewall.ts): fixed addresses and /etc/hosts.
  // --dns 127.0.0.1: a lookup of any other name fails at once inside the sandbox
  // (podman would otherwise copy the host's resolvers, unreachable: 5 s a lookup).
  const extra = ['--ip', labHostAddress(gateway, index), '--dns', '127.0.0.1'];
  hosts.forEach((other, otherIndex) => {
    extra.push('--add-host', `${other.name}:${labHostAddress(gateway, otherIndex)}`);
  });
  return extra;
}
