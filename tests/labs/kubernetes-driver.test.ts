import { CoreV1Api } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle, SandboxTerminal } from '../../src/server/labs/lab-driver';
import { KubernetesDriver } from '../../src/server/labs/kubernetes-driver';
import {
  IMAGE_SETTINGS_CONFIGMAP,
  podName,
  sessionObjectName,
} from '../../src/server/labs/kubernetes-names';
import { CHECK_PATH } from '../../src/server/labs/sandbox-rules';
import {
  fakeKubeConfig,
  startFakeKubeApiServer,
  type FakeKubeApiServer,
} from './fake-kube-apiserver';
import { labsUnavailable, localDriver, testSessionId } from './lab-availability';

const unavailable = await labsUnavailable('kubernetes-driver.test.ts', ['linux', 'ansible']);
const NAMESPACE = 'shikhon-labs';
const PREFIX = 'registry.example/shikhon-lab-';
const OWNER = `tests-kube-${process.pid}`;

/** Whether a `CapBnd:` line of /proc/<pid>/status holds CAP_SYS_PTRACE (bit 19). */
function boundingHasPtrace(status: string): boolean {
  const hex = /CapBnd:\s*([0-9a-f]+)/.exec(status)?.[1];
  if (!hex) throw new Error(`no CapBnd in ${JSON.stringify(status)}`);
  return (BigInt(`0x${hex}`) & (1n << 19n)) !== 0n;
}

function waitForOutput(terminal: SandboxTerminal, pattern: RegExp, ms = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in terminal output: ${JSON.stringify(seen)}`)),
      ms,
    );
    terminal.onData((data) => {
      seen += data;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

describe.skipIf(unavailable)('KubernetesDriver against the fake API server', () => {
  let fake: FakeKubeApiServer;
  let driver: KubernetesDriver;
  let single: SandboxHandle;

  function spec(hosts: { name: string; image: string }[], ttlSeconds = 600) {
    return {
      sessionId: testSessionId('kube'),
      userId: 'u-kube',
      labId: 'kube-test',
      hosts,
      ttlSeconds,
    };
  }

  beforeAll(async () => {
    fake = await startFakeKubeApiServer({
      local: localDriver(),
      namespace: NAMESPACE,
      imagePrefix: PREFIX,
    });
    driver = new KubernetesDriver({
      kubeConfig: fakeKubeConfig(fake.url),
      namespace: NAMESPACE,
      imagePrefix: PREFIX,
      runtimeClassName: 'gvisor',
      owner: OWNER,
    });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it("answers once the API lists pods and holds the images' settings, and says why not before", async () => {
    const gone = new KubernetesDriver({
      kubeConfig: fakeKubeConfig('http://127.0.0.1:9'),
      namespace: NAMESPACE,
      imagePrefix: PREFIX,
    });
    expect(await gone.unavailableReason()).toMatch(
      /^Labs are unavailable on this server: the Kubernetes API at http:\/\/127\.0\.0\.1:9 did not list pods/,
    );
    expect(await driver.unavailableReason()).toBe(
      `Labs are unavailable on this server: the lab images' settings (ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} in namespace ${NAMESPACE}) are missing.`,
    );
    // What the operator does when pushing the images: each image's shikhon.settings label.
    const local = localDriver();
    await fakeKubeConfig(fake.url)
      .makeApiClient(CoreV1Api)
      .createNamespacedConfigMap({
        namespace: NAMESPACE,
        body: {
          metadata: { name: IMAGE_SETTINGS_CONFIGMAP },
          data: {
            linux: JSON.stringify(await local.imageSettings('linux')),
            ansible: JSON.stringify(await local.imageSettings('ansible')),
          },
        },
      });
    expect(await driver.unavailableReason()).toBeNull();
  });

  it('creates a one-host lab as a hardened pod and returns once it is Running', async () => {
    const request = spec([{ name: 'lab', image: 'linux' }], 900);
    single = await driver.create(request);
    expect(single.hosts).toEqual(['lab']);
    const pod = fake.pods.get(podName(request.sessionId, 'lab'));
    expect(pod?.phase).toBe('Running');
    const body = pod?.body as unknown as {
      metadata: { labels: Record<string, string> };
      spec: Record<string, unknown> & {
        containers: {
          image: string;
          resources: { limits: Record<string, string> };
          securityContext: {
            allowPrivilegeEscalation: boolean;
            capabilities: { drop: string[]; add: string[] };
          };
        }[];
      };
    };
    expect(body.metadata.labels).toMatchObject({
      'shikhon.session': request.sessionId,
      'shikhon.user': 'u-kube',
      'shikhon.lab': 'kube-test',
      'shikhon.owner': OWNER,
    });
    expect(body.spec).toMatchObject({
      activeDeadlineSeconds: 900,
      restartPolicy: 'Never',
      automountServiceAccountToken: false,
      enableServiceLinks: false,
      runtimeClassName: 'gvisor',
      securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
    });
    const [container] = body.spec.containers;
    expect(container?.image).toBe(`${PREFIX}linux:latest`);
    expect(container?.resources.limits).toEqual({
      memory: '512Mi',
      cpu: '500m',
      'ephemeral-storage': '1024Mi',
    });
    expect(container?.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container?.securityContext.capabilities.drop).toEqual(['ALL']);
    expect(container?.securityContext.capabilities.add).toContain('CHOWN');
    expect(container?.securityContext.capabilities.add).not.toContain('SYS_ADMIN');
    // Decision 025: the system tree from the image, and PID 1 without the checks' capability
    // (src/server/labs/kubernetes-driver.test.ts asserts the whole pod).
    expect(container?.securityContext.capabilities.add).toContain('SYS_PTRACE');
    expect(body.spec.volumes).toContainEqual({
      name: 'system-tree',
      image: { reference: `${PREFIX}linux:latest`, pullPolicy: 'Always' },
    });
    expect((container as { command?: string[] } | undefined)?.command?.slice(0, 2)).toEqual([
      '/usr/bin/setpriv',
      '--bounding-set=-sys_ptrace',
    ]);
    // The session's policy: egress only to its own pods and to DNS on port 53.
    const policy = fake.networkPolicies.get(sessionObjectName(request.sessionId)) as unknown as {
      spec: { policyTypes: string[]; egress: { ports?: { port: number }[] }[] };
    };
    expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(policy.spec.egress).toHaveLength(2);
    expect(policy.spec.egress[1]?.ports?.map((port) => port.port)).toEqual([53, 53]);
  });

  it('runs checks through exec: stdout, exit 0 and exit 3', async () => {
    const ok = await driver.exec(single, 'lab', 'hostname\nid -u', { timeoutMs: 10_000 });
    expect(ok).toEqual({ exitCode: 0, stdout: 'lab\n0\n', stderr: '', timedOut: false });
    const failed = await driver.exec(single, 'lab', 'echo "HINT: not yet"\necho oops >&2\nexit 3', {
      timeoutMs: 10_000,
    });
    expect(failed).toEqual({
      exitCode: 3,
      stdout: 'HINT: not yet\n',
      stderr: 'oops\n',
      timedOut: false,
    });
  });

  it("runs a check with the checks' PATH, from /, holding SYS_PTRACE, and the learner's exec without it", async () => {
    const check = await driver.exec(
      single,
      'lab',
      'echo "$PATH"; pwd; grep CapBnd /proc/self/status',
      {
        timeoutMs: 10_000,
      },
    );
    expect(check.exitCode).toBe(0);
    const [checkPath, checkDir, checkCaps] = check.stdout.split('\n');
    expect(checkPath).toBe(CHECK_PATH);
    expect(checkDir).toBe('/');
    expect(boundingHasPtrace(checkCaps ?? '')).toBe(true);
    expect(fake.execs.at(-1)?.command[0]).toBe('/usr/bin/env');
    const learner = await driver.exec(single, 'lab', 'grep CapBnd /proc/self/status', {
      timeoutMs: 10_000,
      as: 'learner',
    });
    expect(learner.exitCode).toBe(0);
    expect(boundingHasPtrace(learner.stdout)).toBe(false);
    expect(fake.execs.at(-1)?.command[0]).toBe('/usr/bin/setpriv');
  });

  it('kills a check at its time limit and says it timed out', async () => {
    const started = Date.now();
    const result = await driver.exec(single, 'lab', 'sleep 30; echo never', { timeoutMs: 1500 });
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stdout).not.toContain('never');
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('opens a terminal that echoes and resizes', async () => {
    const terminal = await driver.terminal(single, 'lab', { cols: 100, rows: 30 });
    const first = waitForOutput(terminal, /30 100/);
    terminal.write('echo $((6*7)); stty size\r');
    expect(await first).toContain('42');
    terminal.resize({ cols: 132, rows: 43 });
    // The new size travels on channel 4 and then through the local terminal's podman client,
    // apart from the keystrokes: ask until the shell sees it, as a learner would.
    const resized = waitForOutput(terminal, /43 132/);
    const asking = setInterval(() => terminal.write('stty size\r'), 500);
    await resized.finally(() => clearInterval(asking));
    const ended = new Promise<number>((resolve) => terminal.onExit(resolve));
    terminal.write('exit 0\r');
    expect(await ended).toBe(0);
  });

  it('lists the sandbox, and destroy removes pods, service and policy (twice is fine)', async () => {
    expect(await driver.list()).toContainEqual({
      sessionId: single.sessionId,
      createdAt: expect.any(String),
      expiresAt: single.expiresAt,
    });
    const name = sessionObjectName(single.sessionId);
    expect(fake.services.has(name)).toBe(true);
    const terminal = await driver.terminal(single, 'lab', { cols: 80, rows: 24 });
    const ended = new Promise<number>((resolve) => terminal.onExit(resolve));
    await driver.destroy(single.sessionId);
    await driver.destroy(single.sessionId);
    // An open terminal ends with its sandbox.
    await ended;
    expect(fake.pods.has(podName(single.sessionId, 'lab'))).toBe(false);
    expect(fake.services.has(name)).toBe(false);
    expect(fake.networkPolicies.has(name)).toBe(false);
    expect((await driver.list()).map((s) => s.sessionId)).not.toContain(single.sessionId);
    const local = await localDriver().list();
    expect(local.map((s) => s.sessionId)).not.toContain(`kube-${single.sessionId}`);
  });

  it('runs a multi-host lab whose hosts find each other by name', async () => {
    const request = spec([
      { name: 'control', image: 'ansible' },
      { name: 'node1', image: 'ansible' },
    ]);
    const handle = await driver.create(request);
    try {
      expect(handle.hosts).toEqual(['control', 'node1']);
      const service = fake.services.get(sessionObjectName(request.sessionId)) as unknown as {
        spec: { clusterIP: string; selector: Record<string, string> };
      };
      expect(service.spec).toMatchObject({
        clusterIP: 'None',
        selector: { 'shikhon.session': request.sessionId },
      });
      const pod = fake.pods.get(podName(request.sessionId, 'node1'))?.body.spec;
      expect(pod).toMatchObject({
        hostname: 'node1',
        subdomain: sessionObjectName(request.sessionId),
      });
      const resolved = await driver.exec(handle, 'control', 'getent hosts node1', {
        timeoutMs: 10_000,
      });
      expect(resolved.exitCode).toBe(0);
      expect(resolved.stdout).toMatch(/node1/);
    } finally {
      await driver.destroy(request.sessionId);
    }
    expect([...fake.pods.values()].filter((pod) => pod.session === request.sessionId)).toEqual([]);
  });
});
