import { GATED_SHELL } from './lab-driver';
import type { ImageSettings } from './lab-images';
import { CHECK_ENV, CHECK_PATH } from './sandbox-rules';

/**
 * The commands the Kubernetes driver runs in a pod: checks with the capability the learner's
 * processes drop (decision 025), the learner's own scripts and shell, and the pod's PID 1.
 */

/** The capability a check holds and the learner's processes do not (decision 025). */
const CHECK_CAPABILITY = 'SYS_PTRACE';

/**
 * Whether a host's pod gets the read-only system tree and checks the learner cannot trace. Not
 * the nested (docker) image, as locally: its root holds CAP_SYS_ADMIN and could mount over it.
 */
export function isProtected(image: ImageSettings): boolean {
  return !image.nested;
}

/**
 * Capabilities the container holds that every process of the learner's drops: SYS_PTRACE, and
 * SETPCAP (setpriv needs it to drop anything) when the image does not grant it. An image that
 * grants SYS_PTRACE itself gives this protection up, as locally.
 */
export function learnerDroppedCapabilities(image: ImageSettings): string[] {
  if (!isProtected(image)) return [];
  return [CHECK_CAPABILITY, 'SETPCAP'].filter((cap) => !image.capabilities.includes(cap));
}

/** `setpriv … --` that drops those capabilities for good (bounding and inheritable sets). */
function learnerPrefix(image: ImageSettings): string[] {
  const dropped = learnerDroppedCapabilities(image);
  if (dropped.length === 0) return [];
  const list = dropped.map((cap) => `-${cap.toLowerCase()}`).join(',');
  return ['/usr/bin/setpriv', `--bounding-set=${list}`, `--inh-caps=${list}`, '--'];
}

/** `timeout` inside the pod ends the script's process group there (closing our socket would not). */
function timedScript(seconds: number, script: string): string[] {
  return ['/usr/bin/timeout', '-k', '2', String(seconds), '/usr/bin/bash', '-c', script];
}

/**
 * A check (and setup.sh): every program by absolute path from the read-only tree, a fresh
 * environment whose PATH has no folder the learner writes, run from `/`, with the image's
 * capabilities plus SYS_PTRACE and nothing else. The exec API cannot add a capability, so the
 * container holds SYS_PTRACE and the learner's processes drop it (the pod spec).
 */
export function checkCommand(image: ImageSettings, seconds: number, script: string): string[] {
  if (!isProtected(image)) {
    // The nested image's tools (the docker wrapper) stay where the image put them, as locally.
    const path = `PATH=${CHECK_PATH}:/usr/local/sbin:/usr/local/bin`;
    return ['/usr/bin/env', '--chdir=/', ...CHECK_ENV, path, ...timedScript(seconds, script)];
  }
  const caps = [...new Set([...image.capabilities, CHECK_CAPABILITY])]
    .map((cap) => `+${cap.toLowerCase()}`)
    .join(',');
  return [
    '/usr/bin/env',
    '-i',
    '--chdir=/',
    ...CHECK_ENV,
    '/usr/bin/setpriv',
    `--bounding-set=-all,${caps}`,
    '--inh-caps=-all',
    '--',
    ...timedScript(seconds, script),
  ];
}

/** `exec(…, { as: 'learner' })`: the script as the learner's own shell would run it. */
export function learnerCommand(image: ImageSettings, seconds: number, script: string): string[] {
  return [...learnerPrefix(image), ...timedScript(seconds, script)];
}

/** The learner's terminal: a login shell without the checks' capability. */
export function terminalCommand(image: ImageSettings, gated = false): string[] {
  if (gated) return [...learnerPrefix(image), '/usr/bin/bash', '-c', GATED_SHELL];
  return [...learnerPrefix(image), '/usr/bin/bash', '-l'];
}

/**
 * PID 1 of a protected pod, without the checks' capability, so that nothing it starts (services,
 * sshd's sessions, units the learner writes) holds it. systemd images boot /usr/sbin/init, their
 * CMD; a plain image's CMD is not known here (only the nested one has one), so it sleeps.
 */
export function initCommand(image: ImageSettings): string[] {
  const init = image.init === 'systemd' ? ['/usr/sbin/init'] : ['/usr/bin/sleep', 'infinity'];
  return [...learnerPrefix(image), ...init];
}
