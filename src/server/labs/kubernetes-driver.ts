import { createHash } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import {
  CoreV1Api,
  Exec,
  KubeConfig,
  NetworkingV1Api,
  type V1NetworkPolicy,
  type V1Pod,
  type V1Service,
  type V1Status,
  type V1Volume,
  type V1VolumeMount,
} from '@kubernetes/client-node';
import type {
  ExecOptions,
  ExecResult,
  LabDriver,
  SandboxHandle,
  SandboxSpec,
  SandboxSummary,
  SandboxTerminal,
  TerminalOptions,
  TerminalSize,
} from './lab-driver';
import { GATED_SHELL, WARM_USER } from './lab-driver';
import { type ImageSettings, imageSettingsSchema, SETTINGS_LABEL } from './lab-images';
import { SandboxLimitError } from './sandbox-limits';
import {
  CHECK_ENV,
  CHECK_PATH,
  PROTECTED_ETC,
  ROOT_LINKS,
  USR_LOCAL_WRITABLE,
} from './sandbox-rules';

/**
 * The Kubernetes sandbox driver (LAB_DRIVER=kubernetes): each host of a lab session is
 * one pod in LAB_KUBE_NAMESPACE, labelled with the session, user, lab and owner, killed by the
 * kubelet at `activeDeadlineSeconds`, with no service-account token, the image's resources and
 * capabilities, RuntimeDefault seccomp and, when configured, a RuntimeClass (gVisor, Kata).
 * Multi-machine labs get a headless Service (the hosts find each other by name) and a
 * NetworkPolicy that lets the session's pods talk only to each other and to DNS. Terminal and
 * checks go through the exec API. docs/decisions/018-kubernetes-labs.md says what this relies on
 * in the cluster and what it cannot bound (pids). As locally (decision 025), a check runs from a
 * system tree the learner cannot write (an image volume of the pod's own image) and holds
 * SYS_PTRACE, which every process of the learner's drops, so that none can trace it.
 */

export interface KubernetesDriverOptions {
  kubeConfig: KubeConfig;
  namespace: string;
  /** `registry.example/shikhon-lab-`: image key `linux` runs `registry.example/shikhon-lab-linux:latest`. */
  imagePrefix: string;
  runtimeClassName?: string;
  /**
   * How each image key's sandboxes run (memory, CPU, capabilities…). Default: the ConfigMap
   * `shikhon-lab-images` in the namespace, written when the images are pushed, from the
   * `shikhon.settings` label each image carries (docs/decisions/018-kubernetes-labs.md).
   */
  imageSettings?: (key: string) => Promise<ImageSettings>;
  /** This academy instance: `list()` reports its pods and anyone's expired ones (as local). */
  owner?: string;
  maxSandboxes?: number;
  /** The cluster's DNS domain, for the search path that makes bare host names resolve. */
  clusterDomain?: string;
  readyTimeoutMs?: number;
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const HOST_NAME = /^[a-z][a-z0-9-]{0,30}$/;
const LABEL_VALUE = /^[A-Za-z0-9]([A-Za-z0-9_.-]{0,61}[A-Za-z0-9])?$/;
const UNAVAILABLE = 'Labs are unavailable on this server:';
const CONTAINER = 'lab';
const ANNOTATION = 'shikhon.academy/';
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
/** The capability a check holds and the learner's processes do not (decision 025). */
const CHECK_CAPABILITY = 'SYS_PTRACE';
/** Settings of hosts another instance (or an earlier run) made, kept for their checks. */
const HOST_SETTINGS_KEPT = 1000;

/** A label value for any string: itself when Kubernetes accepts it, else a hash of it. */
export function labelValue(value: string): string {
  return LABEL_VALUE.test(value)
    ? value
    : `h-${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

/** A DNS label for the session's objects, `shikhon-lab-<slug>-<hash>`: with `-<host>` at most 63. */
export function sessionObjectName(sessionId: string): string {
  const slug = sessionId
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 10)
    .replace(/-+$/, '');
  const hash = createHash('sha256').update(sessionId).digest('hex').slice(0, 8);
  return `shikhon-lab-${slug ? `${slug}-` : ''}${hash}`;
}

export function podName(sessionId: string, host: string): string {
  return `${sessionObjectName(sessionId)}-${host}`;
}

/** `linux` → `<prefix>linux:latest`; the fake API server maps it back. */
export function clusterImage(prefix: string, key: string): string {
  return `${prefix}${key}:latest`;
}

/**
 * Whether a host's pod gets the read-only system tree and checks the learner cannot trace. Not
 * the nested (docker) image, as locally: its root holds CAP_SYS_ADMIN and could mount over it.
 */
function isProtected(image: ImageSettings): boolean {
  return !image.nested;
}

/**
 * Capabilities the container holds that every process of the learner's drops: SYS_PTRACE, and
 * SETPCAP (setpriv needs it to drop anything) when the image does not grant it. An image that
 * grants SYS_PTRACE itself gives this protection up, as locally.
 */
function learnerDroppedCapabilities(image: ImageSettings): string[] {
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
 * container holds SYS_PTRACE and the learner's processes drop it (pod()).
 */
function checkCommand(image: ImageSettings, seconds: number, script: string): string[] {
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
function learnerCommand(image: ImageSettings, seconds: number, script: string): string[] {
  return [...learnerPrefix(image), ...timedScript(seconds, script)];
}

/** The learner's terminal: a login shell without the checks' capability. */
function terminalCommand(image: ImageSettings, gated = false): string[] {
  if (gated) return [...learnerPrefix(image), '/usr/bin/bash', '-c', GATED_SHELL];
  return [...learnerPrefix(image), '/usr/bin/bash', '-l'];
}

/**
 * PID 1 of a protected pod, without the checks' capability, so that nothing it starts (services,
 * sshd's sessions, units the learner writes) holds it. systemd images boot /usr/sbin/init, their
 * CMD; a plain image's CMD is not known here (only the nested one has one), so it sleeps.
 */
function initCommand(image: ImageSettings): string[] {
  const init = image.init === 'systemd' ? ['/usr/sbin/init'] : ['/usr/bin/sleep', 'infinity'];
  return [...learnerPrefix(image), ...init];
}

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

/** The ConfigMap in the namespace holding each image's settings (`<key>`: the image's JSON). */
export const IMAGE_SETTINGS_CONFIGMAP = 'shikhon-lab-images';

/** KUBECONFIG's file when set, else the pod's own service account (in-cluster). */
export function loadKubeConfig(kubeconfigPath: string | undefined): KubeConfig {
  const config = new KubeConfig();
  if (kubeconfigPath) {
    config.loadFromFile(kubeconfigPath);
  } else {
    config.loadFromCluster();
    // Outside a pod the library still makes a cluster, at https://undefined:undefined.
    if (/undefined/.test(config.getCurrentCluster()?.server ?? 'undefined')) {
      throw new Error('KUBECONFIG is unset and the server does not run in a Kubernetes pod');
    }
  }
  return config;
}

function exitCodeOf(status: V1Status): number {
  if (status.status === 'Success') return 0;
  const cause = status.details?.causes?.find((entry) => entry.reason === 'ExitCode');
  const code = Number(cause?.message);
  return Number.isInteger(code) ? code : 1;
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** The terminal's output stream: the client library reads `columns`/`rows` and 'resize'. */
class TerminalOutput extends Writable {
  columns: number;
  rows: number;
  constructor(
    size: TerminalSize,
    private readonly onChunk: (data: string) => void,
  ) {
    super();
    this.columns = size.cols;
    this.rows = size.rows;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.onChunk(Buffer.from(chunk).toString('utf8'));
    callback();
  }
}

export class KubernetesDriver implements LabDriver {
  readonly name = 'kubernetes' as const;
  /** Undefined when the configuration names no cluster (unavailableReason says so). */
  private readonly clients:
    { core: CoreV1Api; networking: NetworkingV1Api; exec: Exec } | undefined;
  readonly owner: string;
  /** Each pod's image settings (a check must not cost an API call), by pod name. */
  private readonly hostSettings = new Map<string, ImageSettings>();

  constructor(private readonly options: KubernetesDriverOptions) {
    const config = options.kubeConfig;
    this.clients = config.getCurrentCluster()
      ? {
          core: config.makeApiClient(CoreV1Api),
          networking: config.makeApiClient(NetworkingV1Api),
          exec: new Exec(config),
        }
      : undefined;
    this.owner = options.owner ?? 'default';
  }

  private api() {
    if (!this.clients) throw new Error('No Kubernetes cluster is configured.');
    return this.clients;
  }

  private get core() {
    return this.api().core;
  }

  private get networking() {
    return this.api().networking;
  }

  private get execApi() {
    return this.api().exec;
  }

  /** The image's settings from the ConfigMap (read again at each create: they change rarely). */
  async imageSettings(key: string): Promise<ImageSettings> {
    if (this.options.imageSettings) return this.options.imageSettings(key);
    let data: Record<string, string> | undefined;
    try {
      const map = await this.core.readNamespacedConfigMap({
        namespace: this.namespace,
        name: IMAGE_SETTINGS_CONFIGMAP,
      });
      data = map.data;
    } catch (error) {
      throw new Error(
        `the ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} in namespace ${this.namespace} could not be read (${(error as Error).message.split('\n')[0] ?? ''}).`,
        { cause: error },
      );
    }
    const raw = data?.[key];
    if (!raw) {
      throw new Error(
        `the ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} has no settings for the image ${key} (its ${SETTINGS_LABEL} label).`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    const parsed = imageSettingsSchema.safeParse(value);
    if (!parsed.success) {
      throw new Error(
        `the ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} has unusable settings for ${key}.`,
      );
    }
    return parsed.data;
  }

  private get namespace() {
    return this.options.namespace;
  }

  async unavailableReason(): Promise<string | null> {
    const server = this.options.kubeConfig.getCurrentCluster()?.server;
    if (!server) {
      return `${UNAVAILABLE} no Kubernetes cluster is configured (set KUBECONFIG, or run the server in a pod).`;
    }
    try {
      await this.core.listNamespacedPod({ namespace: this.namespace, limit: 1 });
    } catch (error) {
      const detail = (error as Error).message.split('\n')[0] ?? '';
      return `${UNAVAILABLE} the Kubernetes API at ${server} did not list pods in namespace ${this.namespace} (${detail}).`;
    }
    if (this.options.imageSettings) return null;
    try {
      await this.core.readNamespacedConfigMap({
        namespace: this.namespace,
        name: IMAGE_SETTINGS_CONFIGMAP,
      });
      return null;
    } catch {
      return `${UNAVAILABLE} the lab images' settings (ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} in namespace ${this.namespace}) are missing.`;
    }
  }

  async create(spec: SandboxSpec): Promise<SandboxHandle> {
    if (!SAFE_ID.test(spec.sessionId)) throw new Error(`Unusable session id: ${spec.sessionId}`);
    if (spec.hosts.length === 0) throw new Error('A sandbox needs at least one host.');
    for (const host of spec.hosts) {
      if (!HOST_NAME.test(host.name)) throw new Error(`Unusable host name: ${host.name}`);
    }
    const settings = await Promise.all(spec.hosts.map((host) => this.imageSettings(host.image)));
    // A pod gets no host devices without privileges or a device plugin (decision 018).
    const needsDevices = settings.findIndex((image) => image.devices.length > 0);
    if (needsDevices >= 0) {
      const host = spec.hosts[needsDevices];
      throw new Error(
        `The ${host?.image} image needs ${settings[needsDevices]?.devices.join(', ')}, which lab pods do not get on Kubernetes.`,
      );
    }
    const running = await this.listAll();
    if (running.length >= (this.options.maxSandboxes ?? 40)) {
      throw new SandboxLimitError(
        `All ${this.options.maxSandboxes ?? 40} lab machines are in use; try again in a few minutes.`,
      );
    }
    const created = new Date();
    const expiresAt = new Date(created.getTime() + spec.ttlSeconds * 1000).toISOString();
    const labels = {
      'shikhon.session': labelValue(spec.sessionId),
      'shikhon.user': labelValue(spec.userId),
      'shikhon.lab': labelValue(spec.labId),
      'shikhon.owner': labelValue(this.owner),
    };
    const annotations = {
      [`${ANNOTATION}session`]: spec.sessionId,
      [`${ANNOTATION}created`]: created.toISOString(),
      [`${ANNOTATION}expires`]: expiresAt,
    };
    try {
      // The policy first, so that no pod of the session ever runs without it.
      await this.networking.createNamespacedNetworkPolicy({
        namespace: this.namespace,
        body: this.networkPolicy(spec.sessionId, labels, annotations),
      });
      await this.core.createNamespacedService({
        namespace: this.namespace,
        body: this.service(spec.sessionId, labels, annotations),
      });
      spec.hosts.forEach((host, index) => {
        this.keepSettings(podName(spec.sessionId, host.name), settings[index] as ImageSettings);
      });
      await Promise.all(
        spec.hosts.map((host, index) =>
          this.core.createNamespacedPod({
            namespace: this.namespace,
            body: this.pod(spec, host, settings[index] as ImageSettings, labels, annotations),
          }),
        ),
      );
      await this.waitRunning(spec.sessionId, spec.hosts.length);
      const handle = { sessionId: spec.sessionId, hosts: spec.hosts.map((h) => h.name), expiresAt };
      // systemd images: ready once boot has finished (running, or degraded when a unit failed).
      await Promise.all(
        spec.hosts.map(async (host, index) => {
          if ((settings[index] as ImageSettings).init !== 'systemd') return;
          const probe = await this.exec(handle, host.name, 'systemctl is-system-running --wait', {
            timeoutMs: this.options.readyTimeoutMs ?? 120_000,
          });
          if (probe.exitCode !== 0 && !/running|degraded/.test(probe.stdout)) {
            throw new Error(`Lab host ${host.name} did not boot (${probe.stdout.trim()}).`);
          }
        }),
      );
      return handle;
    } catch (error) {
      await this.destroy(spec.sessionId).catch(() => undefined);
      throw error;
    }
  }

  /** The pod of one host; every field here is asserted by tests/labs/kubernetes-driver.test.ts. */
  pod(
    spec: SandboxSpec,
    host: { name: string; image: string },
    image: ImageSettings,
    labels: Record<string, string>,
    annotations: Record<string, string>,
  ): V1Pod {
    const service = sessionObjectName(spec.sessionId);
    const domain = this.options.clusterDomain ?? 'cluster.local';
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
    const reference = clusterImage(this.options.imagePrefix, host.image);
    const protect = isProtected(image);
    const seedMounts: V1VolumeMount[] = [];
    if (protect) {
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
        dnsConfig: { searches: [`${service}.${this.namespace}.svc.${domain}`] },
        restartPolicy: 'Never',
        activeDeadlineSeconds: Math.max(1, Math.ceil(spec.ttlSeconds)),
        automountServiceAccountToken: false,
        enableServiceLinks: false,
        terminationGracePeriodSeconds: 0,
        ...(this.options.runtimeClassName
          ? { runtimeClassName: this.options.runtimeClassName }
          : {}),
        securityContext: {
          seccompProfile: {
            type: image.seccomp === 'unconfined' ? 'Unconfined' : 'RuntimeDefault',
          },
        },
        volumes,
        ...(protect
          ? {
              initContainers: [
                {
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
                },
              ],
            }
          : {}),
        containers: [
          {
            name: CONTAINER,
            image: reference,
            ...(protect ? { imagePullPolicy: PULL_POLICY, command: initCommand(image) } : {}),
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
          },
        ],
      },
    };
  }

  /** Headless: gives each host of the session a DNS name, never a load-balanced address. */
  service(
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
  networkPolicy(
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

  private async sessionPods(sessionId: string): Promise<V1Pod[]> {
    const list = await this.core.listNamespacedPod({
      namespace: this.namespace,
      labelSelector: `shikhon.session=${labelValue(sessionId)}`,
    });
    return list.items;
  }

  private async waitRunning(sessionId: string, count: number): Promise<void> {
    const deadline = Date.now() + (this.options.readyTimeoutMs ?? 120_000);
    for (;;) {
      const pods = await this.sessionPods(sessionId);
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

  private requireHost(handle: SandboxHandle, host: string): string {
    if (!handle.hosts.includes(host)) {
      throw new Error(`No host ${host} in lab session ${handle.sessionId}.`);
    }
    return podName(handle.sessionId, host);
  }

  private keepSettings(pod: string, image: ImageSettings) {
    this.hostSettings.delete(pod);
    this.hostSettings.set(pod, image);
    for (const oldest of this.hostSettings.keys()) {
      if (this.hostSettings.size <= HOST_SETTINGS_KEPT) break;
      this.hostSettings.delete(oldest);
    }
  }

  /**
   * A pod's image settings: those create() used, else (a pod another instance of the academy
   * made, or this one before a restart) its image's settings from the ConfigMap.
   */
  private async settingsOfPod(pod: string): Promise<ImageSettings> {
    const known = this.hostSettings.get(pod);
    if (known) return known;
    const found = await this.core.readNamespacedPod({ namespace: this.namespace, name: pod });
    const image = found.spec?.containers.find((entry) => entry.name === CONTAINER)?.image ?? '';
    const prefix = this.options.imagePrefix;
    const key = image.startsWith(prefix) ? image.slice(prefix.length).replace(/:latest$/, '') : '';
    if (!key) throw new Error(`The pod ${pod} does not run a lab image (${image}).`);
    const settings = await this.imageSettings(key);
    this.keepSettings(pod, settings);
    return settings;
  }

  async exec(
    handle: SandboxHandle,
    host: string,
    script: string,
    options: ExecOptions,
  ): Promise<ExecResult> {
    const pod = this.requireHost(handle, host);
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    const image = await this.settingsOfPod(pod);
    const command =
      options.as === 'learner'
        ? learnerCommand(image, seconds, script)
        : checkCommand(image, seconds, script);
    const stdout = collector();
    const stderr = collector();
    const started = Date.now();
    return new Promise<ExecResult>((resolve, reject) => {
      let settled = false;
      const finish = (exitCode: number, killed = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const timedOut =
          killed || (exitCode === 124 && Date.now() - started >= seconds * 1000 - 50);
        resolve({
          exitCode: timedOut ? 124 : exitCode,
          stdout: stdout.text(),
          stderr: stderr.text(),
          timedOut,
        });
      };
      let socket: { close(): void } | undefined;
      const timer = setTimeout(() => {
        socket?.close();
        finish(124, true);
      }, options.timeoutMs + 10_000);
      this.execApi
        .exec(
          this.namespace,
          pod,
          CONTAINER,
          command,
          stdout.stream,
          stderr.stream,
          null,
          false,
          (status) => finish(exitCodeOf(status)),
        )
        .then((ws) => {
          socket = ws;
          ws.on('close', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            reject(new Error(`The exec stream to ${pod} closed without a status.`));
          });
        })
        .catch((error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }

  async terminal(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    options: TerminalOptions = {},
  ): Promise<SandboxTerminal> {
    const pod = this.requireHost(handle, host);
    const image = await this.settingsOfPod(pod);
    const dataListeners: ((data: string) => void)[] = [];
    const exitListeners: ((code: number) => void)[] = [];
    let exited = false;
    const exit = (code: number) => {
      if (exited) return;
      exited = true;
      for (const listener of exitListeners) listener(code);
    };
    const output = new TerminalOutput(size, (data) => {
      for (const listener of dataListeners) listener(data);
    });
    const input = new PassThrough();
    const ws = await this.execApi.exec(
      this.namespace,
      pod,
      CONTAINER,
      terminalCommand(image, options.gated),
      output,
      null,
      input,
      true,
      (status) => exit(exitCodeOf(status)),
    );
    ws.on('close', () => exit(0));
    let closed = false;
    return {
      write: (data) => {
        if (!closed) input.write(data);
      },
      onData: (listener) => {
        dataListeners.push(listener);
      },
      onExit: (listener) => {
        exitListeners.push(listener);
      },
      resize: ({ cols, rows }) => {
        if (closed) return;
        output.columns = Math.max(2, cols);
        output.rows = Math.max(2, rows);
        output.emit('resize');
      },
      close: () => {
        if (closed) return;
        closed = true;
        // A TTY exec's shell gets SIGHUP when its stream closes.
        ws.close();
      },
    };
  }

  async destroy(sessionId: string): Promise<void> {
    const name = sessionObjectName(sessionId);
    for (const pod of [...this.hostSettings.keys()]) {
      if (pod.startsWith(`${name}-`)) this.hostSettings.delete(pod);
    }
    const ignoreMissing = (error: unknown) => {
      if ((error as { code?: number }).code !== 404) throw error;
    };
    await this.core.deleteCollectionNamespacedPod({
      namespace: this.namespace,
      labelSelector: `shikhon.session=${labelValue(sessionId)}`,
      gracePeriodSeconds: 0,
    });
    await this.core
      .deleteNamespacedService({ namespace: this.namespace, name })
      .catch(ignoreMissing);
    await this.networking
      .deleteNamespacedNetworkPolicy({ namespace: this.namespace, name })
      .catch(ignoreMissing);
  }

  /** This owner's sandboxes, and every owner's that are past their expiry. */
  async list(): Promise<SandboxSummary[]> {
    const now = Date.now();
    const owner = labelValue(this.owner);
    return (await this.listAll())
      .filter((sandbox) => sandbox.owner === owner || !(Date.parse(sandbox.expiresAt) > now))
      .map(({ sessionId, createdAt, expiresAt, warm }) => ({
        sessionId,
        createdAt,
        expiresAt,
        ...(warm ? { warm } : {}),
      }));
  }

  private async listAll(): Promise<(SandboxSummary & { owner: string })[]> {
    const sessions = new Map<string, SandboxSummary & { owner: string }>();
    const pods = await this.core.listNamespacedPod({
      namespace: this.namespace,
      labelSelector: 'shikhon.session',
    });
    // A policy outlives its pods when the kubelet ended them at their deadline.
    const policies = await this.networking.listNamespacedNetworkPolicy({
      namespace: this.namespace,
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
        ...(item.metadata?.labels?.['shikhon.user'] === labelValue(WARM_USER)
          ? { warm: true }
          : {}),
      });
    }
    return [...sessions.values()];
  }
}
