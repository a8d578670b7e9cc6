import { runCommand } from './podman-cli';

/**
 * Multi-machine labs share an `--internal` podman network: no route out, but the bridge's
 * gateway address is the host itself, so without these rules a sandbox could reach every host
 * service listening on 0.0.0.0 through it. Every lab network takes a /24 from LAB_SUBNETS and
 * these iptables rules (iptables-nft on Debian 12) let its hosts reach only aardvark-dns (port 53
 * on the gateway, for host names) and each other on the same bridge; everything else from a lab
 * subnet to the host, or routed through the host, is dropped.
 */

export const LAB_SUBNETS = '10.213.0.0/16';
const INPUT_CHAIN = 'SHIKHON-LABS-IN';
const FORWARD_CHAIN = 'SHIKHON-LABS-FWD';

/** The n-th lab network's subnet and gateway (n in 0..255). */
export function labSubnet(index: number): { subnet: string; gateway: string } {
  return { subnet: `10.213.${index}.0/24`, gateway: `10.213.${index}.1` };
}

async function iptables(args: string[]): Promise<number> {
  const result = await runCommand('iptables', ['-w', '5', ...args], { timeoutMs: 15_000 });
  return result.exitCode;
}

async function ensureChain(chain: string, rules: string[][]): Promise<void> {
  if ((await iptables(['-n', '-L', chain])) !== 0) {
    await iptables(['-N', chain]);
  }
  await iptables(['-F', chain]);
  for (const rule of rules) {
    if ((await iptables(['-A', chain, ...rule])) !== 0) {
      throw new Error(`iptables refused a lab network rule: -A ${chain} ${rule.join(' ')}`);
    }
  }
}

/** Our jump must be first: netavark inserts its own chains at the top when a network starts. */
async function jumpFirst(builtin: 'INPUT' | 'FORWARD', chain: string): Promise<void> {
  const jump = ['-s', LAB_SUBNETS, '-j', chain];
  while ((await iptables(['-D', builtin, ...jump])) === 0) {
    // remove every older copy, then insert one at the top
  }
  if ((await iptables(['-I', builtin, '1', ...jump])) !== 0) {
    throw new Error(`iptables refused the lab network jump in ${builtin}.`);
  }
}

let installed: Promise<void> | undefined;

/** Installs (once per process, and again after `refresh`) the rules described above. */
export function ensureLabFirewall(refresh = false): Promise<void> {
  if (!installed || refresh) {
    installed = (async () => {
      await ensureChain(INPUT_CHAIN, [
        ['-p', 'udp', '--dport', '53', '-j', 'ACCEPT'],
        ['-p', 'tcp', '--dport', '53', '-j', 'ACCEPT'],
        ['-j', 'DROP'],
      ]);
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
