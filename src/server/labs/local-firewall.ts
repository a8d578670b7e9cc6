import { runCommand } from './podman-cli';

/**
 * Multi-machine labs share an `--internal` podman network: no route out, but the bridge's
 * gateway address is the host itself, so without these rules a sandbox could reach every host
 * service listening on 0.0.0.0 through it. Every lab network takes a /24 from LAB_SUBNETS and
 * these iptables rules (iptables-nft on Debian 12) let its hosts reach only each other on the
 * same bridge; everything else from a lab subnet to the host, or routed through the host, is
 * dropped. That includes port 53: lab networks have no DNS server (Debian's aardvark-dns 1.4
 * forwards unknown names to the host's resolvers, a channel out); hosts find each other through
 * /etc/hosts entries the driver writes (local-network.ts).
 */

export const LAB_SUBNETS = '10.213.0.0/16';
const INPUT_CHAIN = 'SHIKHON-LABS-IN';
const FORWARD_CHAIN = 'SHIKHON-LABS-FWD';

/** The n-th lab network's subnet and gateway (n in 0..255). */
export function labSubnet(index: number): { subnet: string; gateway: string } {
  return { subnet: `10.213.${index}.0/24`, gateway: `10.213.${index}.1` };
}

/** The address of a lab's `hostIndex`-th host on the network with gateway `gateway`. */
export function labHostAddress(gateway: string, hostIndex: number): string {
  return gateway.replace(/\.1$/, `.${10 + hostIndex}`);
}

async function iptables(args: string[]): Promise<{ exitCode: number; stdout: string }> {
  return runCommand('iptables', ['-w', '5', ...args], { timeoutMs: 15_000 });
}

/**
 * Makes `chain` hold exactly `rules`. Never flushes a chain that is in use: another server
 * process may be relying on it, and an empty chain would let lab traffic fall through to ACCEPT.
 * A chain that differs is replaced by a fresh one that the jumps then point to.
 */
async function ensureChain(chain: string, rules: string[][]): Promise<void> {
  const listed = await iptables(['-S', chain]);
  const wanted = rules.map((rule) => `-A ${chain} ${rule.join(' ')}`);
  if (listed.exitCode === 0) {
    const present = listed.stdout.split('\n').filter((line) => line.startsWith('-A '));
    let same = present.length === rules.length;
    for (const rule of same ? rules : []) {
      if ((await iptables(['-C', chain, ...rule])).exitCode !== 0) same = false;
    }
    if (same) return;
  } else if ((await iptables(['-N', chain])).exitCode !== 0) {
    throw new Error(`iptables could not create the chain ${chain}.`);
  }
  if (listed.exitCode === 0) {
    // Rules changed (a new version of this file): append the new ones, then drop the old ones,
    // so that the chain ends in DROP at every moment.
    const old = listed.stdout.split('\n').filter((line) => line.startsWith('-A ')).length;
    for (const rule of rules) await iptables(['-A', chain, ...rule]);
    for (let index = 0; index < old; index += 1) await iptables(['-D', chain, '1']);
  } else {
    for (const rule of rules) {
      if ((await iptables(['-A', chain, ...rule])).exitCode !== 0) {
        throw new Error(`iptables refused a lab network rule: ${wanted.join('; ')}`);
      }
    }
  }
}

/**
 * Our jump must be the first rule: netavark inserts its own chains at the top when a network
 * starts. A new jump goes in at the top before older copies are removed, so there is always one.
 */
async function jumpFirst(builtin: 'INPUT' | 'FORWARD', chain: string): Promise<void> {
  const jump = `-A ${builtin} -s ${LAB_SUBNETS} -j ${chain}`;
  const first = await iptables(['-S', builtin, '1']);
  if (first.stdout.trim() === jump) return;
  if ((await iptables(['-I', builtin, '1', '-s', LAB_SUBNETS, '-j', chain])).exitCode !== 0) {
    throw new Error(`iptables refused the lab network jump in ${builtin}.`);
  }
  const lines = (await iptables(['-S', builtin])).stdout
    .split('\n')
    .filter((line) => line.startsWith('-A '));
  // Rule numbers count from 1; delete from the bottom so that numbers above stay valid.
  for (let index = lines.length - 1; index >= 1; index -= 1) {
    if (lines[index] === jump) await iptables(['-D', builtin, String(index + 1)]);
  }
}

let installed: Promise<void> | undefined;

/** Installs (once per process, and again after `refresh`) the rules described above. */
export function ensureLabFirewall(refresh = false): Promise<void> {
  if (!installed || refresh) {
    installed = (async () => {
      await ensureChain(INPUT_CHAIN, [['-j', 'DROP']]);
      await ensureChain(FORWARD_CHAIN, [
        ['-m', 'physdev', '--physdev-is-bridged', '-j', 'ACCEPT'],
        ['-j', 'DROP'],
      ]);
      await jumpFirst('INPUT', INPUT_CHAIN);
      await jumpFirst('FORWARD', FORWARD_CHAIN);
    })();
    installed.catch(() => {
      installed = undefined;
    });
  }
  return installed;
}
