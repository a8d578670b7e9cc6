import {
  CoreV1Api,
  Exec,
  type KubeConfig,
  NetworkingV1Api,
  type V1Pod,
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
import type { ImageSettings } from './lab-images';
import { checkCommand, learnerCommand, terminalCommand } from './kubernetes-commands';
import { execInPod, openPodTerminal } from './kubernetes-exec';
import { deleteSession, listAllSessions, waitRunning } from './kubernetes-listing';
import { ANNOTATION, CONTAINER, labelValue, podName, sessionObjectName } from './kubernetes-names';
import { sessionNetworkPolicy, sessionService } from './kubernetes-network';
import { buildPod } from './kubernetes-pod-spec';
import { clusterUnavailableReason, configMapImageSettings } from './kubernetes-settings';
import { assertBelowLimit } from './sandbox-limits';
import { assertUsableSpec, ownedOrExpired, timeoutSeconds } from './sandbox-rules';

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
 * SYS_PTRACE, which every process of the learner's drops, so that none can trace it. The work is
 * done in the kubernetes-*.ts modules; this class holds the clients and the hosts' settings.
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

/** Settings of hosts another instance (or an earlier run) made, kept for their checks. */
const HOST_SETTINGS_KEPT = 1000;

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

  private get namespace() {
    return this.options.namespace;
  }

  /** The image's settings from the ConfigMap (read again at each create: they change rarely). */
  async imageSettings(key: string): Promise<ImageSettings> {
    if (this.options.imageSettings) return this.options.imageSettings(key);
    return configMapImageSettings(() => this.core, this.namespace, key);
  }

  unavailableReason(): Promise<string | null> {
    return clusterUnavailableReason(
      () => this.core,
      this.options.kubeConfig.getCurrentCluster()?.server,
      this.namespace,
      this.options.imageSettings !== undefined,
    );
  }

  async create(spec: SandboxSpec): Promise<SandboxHandle> {
    assertUsableSpec(spec);
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
    assertBelowLimit(running.length, this.options.maxSandboxes ?? 40);
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
      await this.createObjects(spec, settings, labels, annotations);
      const handle = { sessionId: spec.sessionId, hosts: spec.hosts.map((h) => h.name), expiresAt };
      await this.waitBooted(handle, spec, settings);
      return handle;
    } catch (error) {
      await this.destroy(spec.sessionId).catch(() => undefined);
      throw error;
    }
  }

  /** The session's NetworkPolicy, Service and pods, and then until every pod runs. */
  private async createObjects(
    spec: SandboxSpec,
    settings: ImageSettings[],
    labels: Record<string, string>,
    annotations: Record<string, string>,
  ): Promise<void> {
    // The policy first, so that no pod of the session ever runs without it.
    await this.api().networking.createNamespacedNetworkPolicy({
      namespace: this.namespace,
      body: sessionNetworkPolicy(spec.sessionId, labels, annotations),
    });
    await this.core.createNamespacedService({
      namespace: this.namespace,
      body: sessionService(spec.sessionId, labels, annotations),
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
    const readyTimeoutMs = this.options.readyTimeoutMs ?? 120_000;
    await waitRunning(this.core, this.namespace, spec.sessionId, spec.hosts.length, readyTimeoutMs);
  }

  /** systemd images: ready once boot has finished (running, or degraded when a unit failed). */
  private async waitBooted(
    handle: SandboxHandle,
    spec: SandboxSpec,
    settings: ImageSettings[],
  ): Promise<void> {
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
  }

  /** The pod of one host (kubernetes-pod-spec.ts). */
  pod(
    spec: SandboxSpec,
    host: { name: string; image: string },
    image: ImageSettings,
    labels: Record<string, string>,
    annotations: Record<string, string>,
  ): V1Pod {
    return buildPod(this.options, spec, host, image, labels, annotations);
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
    const seconds = timeoutSeconds(options.timeoutMs);
    const image = await this.settingsOfPod(pod);
    const command =
      options.as === 'learner'
        ? learnerCommand(image, seconds, script)
        : checkCommand(image, seconds, script);
    return execInPod(this.api().exec, this.namespace, pod, command, {
      timeoutMs: options.timeoutMs,
      seconds,
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
    const command = terminalCommand(image, options.gated);
    return openPodTerminal(this.api().exec, this.namespace, pod, command, size);
  }

  async destroy(sessionId: string): Promise<void> {
    const name = sessionObjectName(sessionId);
    for (const pod of [...this.hostSettings.keys()]) {
      if (pod.startsWith(`${name}-`)) this.hostSettings.delete(pod);
    }
    await deleteSession(() => this.api(), this.namespace, sessionId);
  }

  /** This owner's sandboxes, and every owner's that are past their expiry. */
  async list(): Promise<SandboxSummary[]> {
    return ownedOrExpired(await this.listAll(), labelValue(this.owner));
  }

  private listAll(): Promise<(SandboxSummary & { owner: string })[]> {
    return listAllSessions(() => this.api(), this.namespace);
  }
}
