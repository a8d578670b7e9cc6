/**
 * Checks on the nested (Docker) image (decision 025, "The Docker image's checks"). Its root holds
 * CAP_SYS_ADMIN for the inner engine, so it can mount over any path in the sandbox's own mount
 * namespace, which `podman exec` joins: no tree inside the sandbox can be trusted there. A check
 * therefore never enters that namespace. The host builds one for it:
 *
 * - root: the pristine copy of the image (read-only), with the learner's state folders bound in
 *   from the sandbox's root filesystem as the host sees it (the overlay, so mounts the learner
 *   made inside do not apply);
 * - a fresh /tmp, /run (holding only a link to the engine's API socket, which lives on the disk),
 *   /dev (null, zero, full, random, urandom) and its own PID namespace and /proc;
 * - the sandbox's network (and UTS) namespace, for `curl localhost:…`;
 * - a user namespace of its own with the sandbox's mapping, so that files have the owners the
 *   learner sees and the check is root over them, but over nothing of the sandbox's namespaces.
 *
 * The mount namespace belongs to the host's user namespace: nothing in the sandbox may enter it
 * or mount in it, and the check's processes are in no namespace the sandbox can see. The engine
 * is the learner's own (the check asks it through its API: `CONTAINER_HOST`).
 */

/** Folders of the sandbox's root that hold the learner's work: bound into the check's root. */
export const NESTED_STATE_DIRS = ['root', 'home', 'srv', 'opt', 'var'];
/** Where the inner engine's API socket lives (on the disk, not the sandbox's /run tmpfs). */
export const NESTED_ENGINE_SOCKET = '/var/lib/shikhon-engine/docker.sock';

/**
 * A nested check's environment on top of CHECK_ENV: podman answers through the engine's API
 * (CONTAINER_HOST makes it a client), reading only the image's configuration, never the
 * learner's ~/.config/containers.
 */
export const NESTED_CHECK_ENV = [
  'CONTAINER_HOST=unix:///run/docker.sock',
  'CONTAINERS_CONF=/etc/containers/containers.conf',
];

/**
 * The host-side script (bash, run by host root inside `unshare --mount --pid --fork`). Arguments:
 * the sandbox's main pid, container name, overlay merged dir, pristine root, the mapping
 * (`inside:outside:count`), the empty folder to build the root on, then the command to run.
 */
const STAGE = String.raw`set -eu
pid=$1 name=$2 merged=$3 pristine=$4 uidmap=$5 root=$6
shift 6
fail() { echo "$1" >&2; exit 125; }
# The sandbox's main process and not a recycled pid: it sits in the sandbox's own cgroup.
grep -q "/shikhon-labs/$name/" "/proc/$pid/cgroup" 2>/dev/null || fail "The lab machine is not running."
dev=$(stat -c %d "$merged")
mount --bind "$pristine" "$root"
mount -o remount,bind,ro,nosuid,nodev "$root"
for dir in ${NESTED_STATE_DIRS.join(' ')}; do
  mount --bind "$merged/$dir" "$root/$dir" 2>/dev/null || fail "/$dir is not a folder on the lab machine."
  # A link the learner put in place of the folder leads the bind elsewhere: refuse anything
  # that is not on the sandbox's own root filesystem.
  [ "$(stat -c %d "$root/$dir")" = "$dev" ] || fail "/$dir is not a folder on the lab machine."
  mount -o remount,bind,nosuid,nodev "$root/$dir"
done
mount -t tmpfs -o mode=1777,size=64m,nosuid,nodev tmpfs "$root/tmp"
mount -t tmpfs -o mode=755,size=1m,nosuid,nodev tmpfs "$root/run"
ln -s ${NESTED_ENGINE_SOCKET} "$root/run/docker.sock"
mount -t tmpfs -o mode=755,size=1m,nosuid tmpfs "$root/dev"
for node in null zero full random urandom; do
  touch "$root/dev/$node"
  mount --bind "/dev/$node" "$root/dev/$node"
done
mount -t proc -o nosuid,nodev,noexec proc "$root/proc"
# The check's own user namespace: the host uid that is the sandbox's root becomes root there,
# over the files it owns and nothing of the sandbox's namespaces. Made before the chroot (the
# kernel refuses a new user namespace to a chrooted process).
IFS=: read -r _ outside _ <<<"$uidmap"
# --norc everywhere: bash reads ~/.bashrc (the learner's) when its input is a socket.
exec nsenter --net="/proc/$pid/ns/net" --uts="/proc/$pid/ns/uts" -- \
  setpriv --reuid="$outside" --regid="$outside" --clear-groups -- \
  unshare --user --map-root-user -- chroot "$root" "$@"
`;

export interface NestedCheckTarget {
  /** The sandbox's main process on the host. */
  pid: number;
  containerName: string;
  /** The sandbox's root filesystem (overlay merged dir) as the host sees it. */
  merged: string;
  /** The pristine copy of the image (never started, mounted). */
  pristine: string;
  /** podman's --uidmap of the image (`0:200000:65536`). */
  uidmap: string;
  /** An empty folder on the host: the check's root is built on it, in the check's namespace. */
  rootDir: string;
}

/** The program and arguments that run `command` as a check on a nested sandbox. */
export function nestedCheckCommand(
  target: NestedCheckTarget,
  command: string[],
): { program: string; args: string[] } {
  return {
    program: 'unshare',
    args: [
      '--mount',
      '--propagation',
      'private',
      '--pid',
      '--fork',
      '--kill-child',
      '--',
      '/bin/bash',
      '--norc',
      '--noprofile',
      '-c',
      STAGE,
      'nested-check',
      String(target.pid),
      target.containerName,
      target.merged,
      target.pristine,
      target.uidmap,
      target.rootDir,
      ...command,
    ],
  };
}
