import type { V1Container, V1Pod, V1Volume, V1VolumeMount } from '@kubernetes/client-node';
import type { SandboxSpec } from './lab-driver';
import type { ImageSettings } from './lab-images';
import { initCommand, isProtected, learnerDroppedCapabilities } from './kubernetes-commands';
import { clusterImage, CONTAINER, podName, sessionObjectName } from './kubernetes-names';
import { PROTECTED_ETC, ROOT_LINKS, USR_LOCAL_WRITABLE } from './sandbox-rules';

/**
 * The pod of one lab host: every field here is asserted by tests/labs/kubernetes-driver.test.ts
 * and src/server/labs/kubernetes-driver.test.ts.
 */

/** The pod's own image as a volume: its /usr, the root's folders and /etc's code settings. */
const SYSTEM_VOLUME = 'system-tree';
/** Copies of the protected files under /etc, and an empty ld.so.preload (see ETC_FILES). */
const ETC_VOLUME = 'etc-files';
/** Where the init container sees the volumes it fills. */
const SEED_ROOT = '/shikhon-seed';
/**
 * The container pulls `:latest` with `Always` (the default for that tag), so the image volume
 * does too: with `IfNotPresent` a node holding an older `:latest` would mount that one's /usr
 * over the newer image's root.
 */
const PULL_POLICY = 'Always';
/**
 * The files among PROTECTED_ETC. containerd binds only folders of an image volume by subPath
 * ("only directory subpath is supported"), so the init container copies these from the image
 * into a memory emptyDir, which the sandbox binds read-only, file by file.
 */
const ETC_FILES = ['etc/ld.so.cache', 'etc/ssl/openssl.cnf'];

/** What of the driver's options a pod depends on. */
export interface PodOptions {
  namespace: string;
  imagePrefix: string;
  runtimeClassName?: string;
  clusterDomain?: string;
}

/** The same for requests and limits: a lab host gets what it may use, no more. */
type Resources = Record<string, string>;

/** `/usr/local/bin` → `usr-local-bin`. */
function volumeName(dir: string): string {
  return dir.replace(/^\//, '').replace(/\//g, '-');
}

/** `etc/ssl/openssl.cnf` → `ssl-openssl.cnf`: its name in ETC_VOLUME. */
function etcFileName(entry: string): string {
  return entry.replace(/^etc\//, '').replace(/\//g, '-');
}

/**
 * The sandbox's mounts of a protected pod (decision 025): the image's /usr and the root's
 * folders of links (bound from the image's /usr/<x>, as locally), the code settings under /etc,
 * an empty /etc/ld.so.preload, all read-only; /usr/local/bin and /usr/local/sbin writable.
 */
function protectedMounts(): V1VolumeMount[] {
  const mounts: V1VolumeMount[] = [
    { name: SYSTEM_VOLUME, mountPath: '/usr', subPath: 'usr', readOnly: true },
  ];
  for (const link of ROOT_LINKS) {
    mounts.push({
      name: SYSTEM_VOLUME,
      mountPath: `/${link}`,
      subPath: `usr/${link}`,
      readOnly: true,
    });
  }
  for (const entry of PROTECTED_ETC.filter((entry) => !ETC_FILES.includes(entry))) {
    mounts.push({ name: SYSTEM_VOLUME, mountPath: `/${entry}`, subPath: entry, readOnly: true });
  }
  for (const entry of [...ETC_FILES, 'etc/ld.so.preload']) {
    mounts.push({
      name: ETC_VOLUME,
      mountPath: `/${entry}`,
      subPath: etcFileName(entry),
      readOnly: true,
    });
  }
  for (const dir of USR_LOCAL_WRITABLE) mounts.push({ name: volumeName(dir), mountPath: dir });
  return mounts;
}

/**
 * What the init container runs, from the pristine image before anything of the learner's: the
 * image's /usr/local/bin and /usr/local/sbin (the linux image's `check-manifests` link) into the
 * writable emptyDirs, with the folders' owner and mode; the protected /etc files (empty when the
 * image has none); an empty ld.so.preload.
 */
function seedScript(): string {
  const lines = ['set -e'];
  for (const dir of USR_LOCAL_WRITABLE) {
    const to = `${SEED_ROOT}/${volumeName(dir)}`;
    lines.push(`cp -a ${dir}/. ${to}/`);
    lines.push(`chown --reference=${dir} ${to}`, `chmod --reference=${dir} ${to}`);
  }
  for (const entry of ETC_FILES) {
    const to = `${SEED_ROOT}/${ETC_VOLUME}/${etcFileName(entry)}`;
    lines.push(`if [ -e /${entry} ]; then cp -L /${entry} ${to}; else : > ${to}; fi`);
  }
  lines.push(`: > ${SEED_ROOT}/${ETC_VOLUME}/ld.so.preload`);
  return lines.join('\n');
}

/** The pod's volumes, the lab container's mounts of them and the seed container's. */
function podVolumes(image: ImageSettings, reference: string) {
  const tmpMiB = Math.max(16, Math.floor(image.memoryMiB / 4));
  const volumes: V1Volume[] = [
    { name: 'tmp', emptyDir: { medium: 'Memory', sizeLimit: `${tmpMiB}Mi` } },
    { name: 'run', emptyDir: { medium: 'Memory', sizeLimit: '64Mi' } },
  ];
  const mounts: V1VolumeMount[] = [
    { name: 'tmp', mountPath: '/tmp' },
    { name: 'run', mountPath: '/run' },
  ];
  if (image.init === 'systemd') {
    volumes.push({ name: 'run-lock', emptyDir: { medium: 'Memory', sizeLimit: '4Mi' } });
    mounts.push({ name: 'run-lock', mountPath: '/run/lock' });
  }
  const seedMounts: V1VolumeMount[] = [];
  if (isProtected(image)) {
    // Needs image volumes: Kubernetes 1.35 (1.33 with the ImageVolume gate), containerd 2.2
    // or CRI-O 1.33 (decision 025). Where they are missing the pod fails to start.
    volumes.push({ name: SYSTEM_VOLUME, image: { reference, pullPolicy: PULL_POLICY } });
    volumes.push({ name: ETC_VOLUME, emptyDir: { medium: 'Memory', sizeLimit: '1Mi' } });
    seedMounts.push({ name: ETC_VOLUME, mountPath: `${SEED_ROOT}/${ETC_VOLUME}` });
    for (const dir of USR_LOCAL_WRITABLE) {
      // Memory-backed and sized, as the local driver's tmpfs.
      volumes.push({ name: volumeName(dir), emptyDir: { medium: 'Memory', sizeLimit: '32Mi' } });
      seedMounts.push({ name: volumeName(dir), mountPath: `${SEED_ROOT}/${volumeName(dir)}` });
    }
    mounts.push(...protectedMounts());
  }
  return { volumes, mounts, seedMounts };
}

/** The init container that seeds the writable folders and /etc copies from the pristine image. */
function seedContainer(
  reference: string,
  image: ImageSettings,
  resources: Resources,
  seedMounts: V1VolumeMount[],
): V1Container {
  return {
    name: 'seed',
    image: reference,
    imagePullPolicy: PULL_POLICY,
    command: ['/usr/bin/sh', '-c', seedScript()],
    resources: { requests: resources, limits: resources },
    securityContext: {
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'], add: image.capabilities },
    },
    volumeMounts: seedMounts,
  };
}

/** The lab host itself. */
function labContainer(
  reference: string,
  image: ImageSettings,
  resources: Resources,
  mounts: V1VolumeMount[],
): V1Container {
  return {
    name: CONTAINER,
    image: reference,
    ...(isProtected(image) ? { imagePullPolicy: PULL_POLICY, command: initCommand(image) } : {}),
    workingDir: image.workdir,
    env: [{ name: 'TERM', value: 'xterm-256color' }],
    resources: { requests: resources, limits: resources },
    securityContext: {
      allowPrivilegeEscalation: false,
      capabilities: {
        drop: ['ALL'],
        add: [...image.capabilities, ...learnerDroppedCapabilities(image)],
      },
    },
    volumeMounts: mounts,
  };
}

export function buildPod(
  options: PodOptions,
  spec: SandboxSpec,
  host: { name: string; image: string },
  image: ImageSettings,
  labels: Record<string, string>,
  annotations: Record<string, string>,
): V1Pod {
  const service = sessionObjectName(spec.sessionId);
  const domain = options.clusterDomain ?? 'cluster.local';
  const reference = clusterImage(options.imagePrefix, host.image);
  const { volumes, mounts, seedMounts } = podVolumes(image, reference);
  const resources = {
    memory: `${image.memoryMiB}Mi`,
    cpu: `${Math.max(1, Math.round(image.cpus * 1000))}m`,
    // The writable layer and emptyDirs: the kubelet evicts a pod that writes more.
    'ephemeral-storage': `${image.diskMiB}Mi`,
  };
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: podName(spec.sessionId, host.name),
      labels: { ...labels, 'shikhon.host': host.name },
      annotations,
    },
    spec: {
      hostname: host.name,
      subdomain: service,
      // Bare host names (`node1`) resolve through the session's headless Service.
      dnsConfig: { searches: [`${service}.${options.namespace}.svc.${domain}`] },
      restartPolicy: 'Never',
      activeDeadlineSeconds: Math.max(1, Math.ceil(spec.ttlSeconds)),
      automountServiceAccountToken: false,
      enableServiceLinks: false,
      terminationGracePeriodSeconds: 0,
      ...(options.runtimeClassName ? { runtimeClassName: options.runtimeClassName } : {}),
      securityContext: {
        seccompProfile: {
          type: image.seccomp === 'unconfined' ? 'Unconfined' : 'RuntimeDefault',
        },
      },
      volumes,
      ...(isProtected(image)
        ? { initContainers: [seedContainer(reference, image, resources, seedMounts)] }
        : {}),
      containers: [labContainer(reference, image, resources, mounts)],
    },
  };
}
