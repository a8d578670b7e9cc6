import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeConfig, type V1Container, type V1Pod, type V1Volume } from '@kubernetes/client-node';
import { parse as parseYaml } from 'yaml';
import {
  fakeKubeConfig,
  startFakeKubeApiServer,
  type FakeKubeApiServer,
} from '../../../tests/labs/fake-kube-apiserver';
import { KubernetesDriver } from './kubernetes-driver';
import { labelValue, podName, sessionObjectName } from './kubernetes-names';
import { loadKubeConfig } from './kubernetes-settings';
import { loadConfig } from '../config';
import { type ImageSettings, imageSettingsSchema } from './lab-images';
import { CHECK_PATH, PROTECTED_ETC, ROOT_LINKS } from './sandbox-rules';

const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

function driver(runtimeClassName?: string) {
  return new KubernetesDriver({
    kubeConfig: new KubeConfig(),
    namespace: 'shikhon-labs',
    imagePrefix: 'registry.example/shikhon-lab-',
    ...(runtimeClassName ? { runtimeClassName } : {}),
  });
}

describe('Kubernetes object names and labels', () => {
  it('keeps label values Kubernetes accepts and hashes the others into accepted ones', () => {
    expect(labelValue('t-kube-1_a.b')).toBe('t-kube-1_a.b');
    const hashed = labelValue('user@example.com');
    expect(hashed).toMatch(/^h-[0-9a-f]{16}$/);
    expect(labelValue('x'.repeat(64))).toMatch(/^h-/);
    expect(labelValue('user@example.com')).toBe(hashed);
  });

  it('names pods as DNS labels, distinct for session ids that differ only in case or dots', () => {
    const a = podName('Session_A.1', 'control');
    const b = podName('session-a-1', 'control');
    expect(a).toMatch(DNS_LABEL);
    expect(b).toMatch(DNS_LABEL);
    expect(a).not.toBe(b);
    const long = podName('s'.repeat(64), 'abcdefghijklmnopqrstuvwxyz01234');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(sessionObjectName('Session_A.1')).toBe(sessionObjectName('Session_A.1'));
  });
});

describe('the pod of a lab host', () => {
  const spec = {
    sessionId: 'sess-1',
    userId: 'u1',
    labId: 'docker-volumes',
    hosts: [{ name: 'lab', image: 'docker' }],
    ttlSeconds: 2700,
  };
  const nested = imageSettingsSchema.parse({
    capabilities: ['SYS_ADMIN', 'CHOWN'],
    memoryMiB: 768,
    cpus: 1,
    seccomp: 'unconfined',
    nested: true,
    uidmap: '0:200000:65536',
  });

  it('carries the image settings: limits, capabilities, seccomp, no runtime class unless set', () => {
    const pod = driver().pod(spec, { name: 'lab', image: 'docker' }, nested, {}, {});
    const container = pod.spec?.containers[0];
    expect(pod.spec?.runtimeClassName).toBeUndefined();
    expect(pod.spec?.activeDeadlineSeconds).toBe(2700);
    expect(pod.spec?.securityContext?.seccompProfile?.type).toBe('Unconfined');
    expect(container?.image).toBe('registry.example/shikhon-lab-docker:latest');
    expect(container?.resources?.limits).toMatchObject({ memory: '768Mi', cpu: '1000m' });
    expect(container?.securityContext?.capabilities).toEqual({
      drop: ['ALL'],
      add: ['SYS_ADMIN', 'CHOWN'],
    });
    // Not hardened, as locally (its root could mount over the tree): the image's own CMD, no
    // image volume, no init container.
    expect(container?.command).toBeUndefined();
    expect(pod.spec?.volumes?.some((volume) => volume.image)).toBe(false);
    expect(pod.spec?.initContainers).toBeUndefined();
    expect(
      driver('kata').pod(spec, { name: 'lab', image: 'docker' }, nested, {}, {}).spec
        ?.runtimeClassName,
    ).toBe('kata');
  });
});

describe('the pod of a plain image, or one without SETPCAP', () => {
  const spec = {
    sessionId: 'sess-2',
    userId: 'u1',
    labId: 'l1',
    hosts: [{ name: 'lab', image: 'tools' }],
    ttlSeconds: 60,
  };

  it('sleeps as PID 1 without SYS_PTRACE, and drops SETPCAP too when only setpriv needed it', () => {
    const plain = imageSettingsSchema.parse({ capabilities: ['CHOWN', 'SETPCAP'] });
    const container = driver().pod(spec, { name: 'lab', image: 'tools' }, plain, {}, {}).spec
      ?.containers[0];
    expect(container?.command).toEqual([
      '/usr/bin/setpriv',
      '--bounding-set=-sys_ptrace',
      '--inh-caps=-sys_ptrace',
      '--',
      '/usr/bin/sleep',
      'infinity',
    ]);
    const bare = imageSettingsSchema.parse({ capabilities: ['CHOWN'] });
    const other = driver().pod(spec, { name: 'lab', image: 'tools' }, bare, {}, {}).spec
      ?.containers[0];
    expect(other?.securityContext?.capabilities?.add).toEqual(['CHOWN', 'SYS_PTRACE', 'SETPCAP']);
    expect(other?.command?.slice(0, 3)).toEqual([
      '/usr/bin/setpriv',
      '--bounding-set=-sys_ptrace,-setpcap',
      '--inh-caps=-sys_ptrace,-setpcap',
    ]);
  });
});

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An image's settings from its image.yaml, as the ConfigMap would hold them. */
function imageYaml(key: string): ImageSettings {
  const file = path.join(projectRoot, 'content/labs/images', key, 'image.yaml');
  return imageSettingsSchema.parse(parseYaml(readFileSync(file, 'utf8')));
}

// What the API server receives (tests/labs/fake-kube-apiserver.ts with no podman behind it):
// the learner's root must be unable to fake a check (decision 025, "On the Kubernetes
// driver"). tests/labs/kubernetes-driver.test.ts runs the same commands in the real images.
describe('a lab pod whose checks the learner cannot fake, as the API receives it', () => {
  const PREFIX = 'registry.example/shikhon-lab-';
  const linux = imageYaml('linux');
  const learnerDrop = ['/usr/bin/setpriv', '--bounding-set=-sys_ptrace', '--inh-caps=-sys_ptrace'];
  let fake: FakeKubeApiServer;
  let pod: V1Pod;
  let container: V1Container;
  const request = {
    sessionId: 't-kube-protected-1',
    userId: 'u1',
    labId: 'linux-permissions',
    hosts: [{ name: 'lab', image: 'linux' }],
    ttlSeconds: 600,
  };
  const handle = { sessionId: request.sessionId, hosts: ['lab'], expiresAt: '' };

  function kubeDriver() {
    return new KubernetesDriver({
      kubeConfig: fakeKubeConfig(fake.url),
      namespace: 'shikhon-labs',
      imagePrefix: PREFIX,
      imageSettings: async (key) => imageYaml(key),
    });
  }

  function volume(name: string | undefined): V1Volume | undefined {
    return pod.spec?.volumes?.find((entry) => entry.name === name);
  }

  function lastExec() {
    const last = fake.execs.at(-1);
    if (!last) throw new Error('no exec reached the API');
    return last;
  }

  beforeAll(async () => {
    fake = await startFakeKubeApiServer({ namespace: 'shikhon-labs', imagePrefix: PREFIX });
    await kubeDriver().create(request);
    pod = fake.pods.get(podName(request.sessionId, 'lab'))?.body as unknown as V1Pod;
    container = pod.spec?.containers[0] as V1Container;
  });

  afterAll(async () => {
    await fake?.close();
  });

  it("mounts /usr, the root's folders and /etc's code settings read-only from the pod's own image", () => {
    expect(volume('system-tree')).toEqual({
      name: 'system-tree',
      image: { reference: `${PREFIX}linux:latest`, pullPolicy: 'Always' },
    });
    // The container pulls the same tag the same way, so both are the same image.
    expect(container.image).toBe(`${PREFIX}linux:latest`);
    expect(container.imagePullPolicy).toBe('Always');
    const mounts = new Map(container.volumeMounts?.map((mount) => [mount.mountPath, mount]));
    /** Each path mounted read-only from `subPath` of the named volume. */
    const expectReadOnlyMounts = (name: string, subPaths: Record<string, string>) => {
      for (const [mountPath, subPath] of Object.entries(subPaths)) {
        expect(mounts.get(mountPath)).toEqual({ name, mountPath, subPath, readOnly: true });
      }
    };
    const fromImage: Record<string, string> = {
      '/usr': 'usr',
      '/bin': 'usr/bin',
      '/sbin': 'usr/sbin',
      '/lib': 'usr/lib',
      '/lib64': 'usr/lib64',
      '/etc/alternatives': 'etc/alternatives',
      '/etc/perl': 'etc/perl',
      '/etc/python3': 'etc/python3',
      '/etc/python3.11': 'etc/python3.11',
      '/etc/pam.d': 'etc/pam.d',
    };
    expectReadOnlyMounts('system-tree', fromImage);
    // Files: containerd binds only folders of an image volume, so these are the init
    // container's copies (and an empty ld.so.preload), bound read-only one by one.
    const copied: Record<string, string> = {
      '/etc/ld.so.cache': 'ld.so.cache',
      '/etc/ssl/openssl.cnf': 'ssl-openssl.cnf',
      '/etc/ld.so.preload': 'ld.so.preload',
    };
    expectReadOnlyMounts('etc-files', copied);
    expect(volume('etc-files')?.emptyDir).toEqual({ medium: 'Memory', sizeLimit: '1Mi' });
    // The local driver's lists, all of them.
    for (const entry of [...ROOT_LINKS, ...PROTECTED_ETC]) {
      expect(mounts.get(`/${entry}`)?.readOnly, entry).toBe(true);
    }
  });

  it('leaves the learner only small memory folders writable, /usr/local/bin and /usr/local/sbin among them', () => {
    const writable = container.volumeMounts?.filter((mount) => !mount.readOnly) ?? [];
    expect(writable.map((mount) => mount.mountPath).sort()).toEqual([
      '/run',
      '/run/lock',
      '/tmp',
      '/usr/local/bin',
      '/usr/local/sbin',
    ]);
    for (const mount of writable) {
      expect(volume(mount.name)?.emptyDir?.medium, mount.mountPath).toBe('Memory');
      expect(volume(mount.name)?.emptyDir?.sizeLimit, mount.mountPath).toMatch(/^\d+Mi$/);
    }
    expect(volume('usr-local-bin')?.emptyDir).toEqual({ medium: 'Memory', sizeLimit: '32Mi' });
    expect(volume('usr-local-sbin')?.emptyDir).toEqual({ medium: 'Memory', sizeLimit: '32Mi' });
  });

  it('seeds those folders and the /etc copies from the image before the sandbox starts', () => {
    const [seed] = pod.spec?.initContainers ?? [];
    expect(seed?.image).toBe(container.image);
    expect(seed?.imagePullPolicy).toBe('Always');
    expect(seed?.command?.slice(0, 2)).toEqual(['/usr/bin/sh', '-c']);
    const script = seed?.command?.[2] ?? '';
    // The linux image's /usr/local/bin/check-manifests link, kept for lab texts.
    expect(script).toContain('cp -a /usr/local/bin/. /shikhon-seed/usr-local-bin/');
    expect(script).toContain('cp -a /usr/local/sbin/. /shikhon-seed/usr-local-sbin/');
    expect(script).toContain('cp -L /etc/ld.so.cache /shikhon-seed/etc-files/ld.so.cache');
    expect(script).toContain(': > /shikhon-seed/etc-files/ld.so.preload');
    expect(seed?.volumeMounts?.map((mount) => mount.name).sort()).toEqual([
      'etc-files',
      'usr-local-bin',
      'usr-local-sbin',
    ]);
    expect(seed?.securityContext?.capabilities?.add).not.toContain('SYS_PTRACE');
  });

  it('gives the container SYS_PTRACE, which PID 1 (systemd) and the terminal drop', async () => {
    expect(container.securityContext?.capabilities).toEqual({
      drop: ['ALL'],
      add: [...linux.capabilities, 'SYS_PTRACE'],
    });
    expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container.command).toEqual([...learnerDrop, '--', '/usr/sbin/init']);
    const terminal = await kubeDriver().terminal(handle, 'lab', { cols: 80, rows: 24 });
    terminal.close();
    expect(lastExec()).toEqual({
      pod: podName(request.sessionId, 'lab'),
      command: [...learnerDrop, '--', '/usr/bin/bash', '-l'],
      tty: true,
    });
    // Opened while setup.sh runs: the shell waits for its gate line.
    const gated = await kubeDriver().terminal(
      handle,
      'lab',
      { cols: 80, rows: 24 },
      { gated: true },
    );
    gated.close();
    expect(lastExec().command).toEqual([
      ...learnerDrop,
      '--',
      '/usr/bin/bash',
      '-c',
      'read -rs _; exec /usr/bin/bash -l',
    ]);
  });

  it('runs a check by absolute paths from /usr, with a PATH without /usr/local, keeping SYS_PTRACE', async () => {
    const result = await kubeDriver().exec(handle, 'lab', 'test -f /etc/motd', {
      timeoutMs: 5000,
    });
    expect(result.exitCode).toBe(0);
    const { command, tty } = lastExec();
    expect(tty).toBe(false);
    const caps = linux.capabilities.map((cap) => `+${cap.toLowerCase()}`).join(',');
    expect(command).toEqual([
      '/usr/bin/env',
      '-i',
      '--chdir=/',
      `PATH=${CHECK_PATH}`,
      'HOME=/root',
      'LANG=C.UTF-8',
      'PYTHONNOUSERSITE=1',
      'GIT_CONFIG_NOSYSTEM=1',
      'GIT_CONFIG_GLOBAL=/dev/null',
      '/usr/bin/setpriv',
      `--bounding-set=-all,${caps},+sys_ptrace`,
      '--inh-caps=-all',
      '--',
      '/usr/bin/timeout',
      '-k',
      '2',
      '5',
      '/usr/bin/bash',
      '-c',
      'test -f /etc/motd',
    ]);
    const programs = [command[0], command[9], command[13], command[17]];
    for (const program of programs) expect(program).toMatch(/^\/usr\/bin\/[a-z]+$/);
    const paths = command.filter((arg) => arg.startsWith('PATH='));
    expect(paths).toHaveLength(1);
    expect(paths[0]).not.toContain('/usr/local');
    // create() waited for systemd the same trusted way.
    const probe = fake.execs.find((entry) =>
      entry.command.includes('systemctl is-system-running --wait'),
    );
    expect(probe?.command.slice(0, 3)).toEqual(['/usr/bin/env', '-i', '--chdir=/']);
  });

  it("runs `as: 'learner'` as the learner's plain shell, without SYS_PTRACE", async () => {
    await kubeDriver().exec(handle, 'lab', 'bash solve.sh', { timeoutMs: 3000, as: 'learner' });
    expect(lastExec().command).toEqual([
      ...learnerDrop,
      '--',
      '/usr/bin/timeout',
      '-k',
      '2',
      '3',
      '/usr/bin/bash',
      '-c',
      'bash solve.sh',
    ]);
  });

  it('builds the same check for a pod another instance of the academy made', async () => {
    const mine = kubeDriver();
    const made = await mine.create({ ...request, sessionId: 't-kube-protected-2' });
    await mine.exec(made, 'lab', 'true', { timeoutMs: 4000 });
    const first = lastExec().command;
    // A second server (or this one after a restart) knows the pod only through the API.
    await kubeDriver().exec(made, 'lab', 'true', { timeoutMs: 4000 });
    expect(lastExec().command).toEqual(first);
    expect(first[0]).toBe('/usr/bin/env');
    expect(fake.requests).toContain(
      `GET /api/v1/namespaces/shikhon-labs/pods/${podName(made.sessionId, 'lab')}`,
    );
  });
});

describe('create', () => {
  it('refuses an image that needs host devices, before asking the cluster for anything', async () => {
    const kube = new KubernetesDriver({
      kubeConfig: new KubeConfig(),
      namespace: 'shikhon-labs',
      imagePrefix: 'registry.example/shikhon-lab-',
      imageSettings: async () => imageSettingsSchema.parse({ devices: ['/dev/fuse'] }),
    });
    await expect(
      kube.create({
        sessionId: 's1',
        userId: 'u1',
        labId: 'l1',
        hosts: [{ name: 'lab', image: 'docker' }],
        ttlSeconds: 60,
      }),
    ).rejects.toThrow('The docker image needs /dev/fuse, which lab pods do not get on Kubernetes.');
  });
});

describe('unavailableReason', () => {
  it('says so when no cluster is configured', async () => {
    expect(await driver().unavailableReason()).toMatch(
      /^Labs are unavailable on this server: no Kubernetes cluster is configured/,
    );
  });

  it('throws for a missing kubeconfig, or outside a pod without one (main.ts says why)', () => {
    expect(() => loadKubeConfig('/nonexistent/kubeconfig')).toThrow();
    expect(() => loadKubeConfig(undefined)).toThrow(/KUBECONFIG is unset/);
  });
});

describe('the Kubernetes settings', () => {
  it('default to the shikhon-labs namespace and no runtime class, and take the four variables', () => {
    expect(loadConfig({}).labs.kubernetes).toEqual({
      namespace: 'shikhon-labs',
      runtimeClassName: undefined,
      imagePrefix: 'registry.example/shikhon-lab-',
      kubeconfig: undefined,
    });
    expect(
      loadConfig({
        LAB_KUBE_NAMESPACE: 'labs',
        LAB_KUBE_RUNTIME_CLASS: 'gvisor',
        LAB_KUBE_IMAGE_PREFIX: 'ghcr.io/acme/lab-',
        KUBECONFIG: '/etc/shikhon/kubeconfig',
      }).labs.kubernetes,
    ).toEqual({
      namespace: 'labs',
      runtimeClassName: 'gvisor',
      imagePrefix: 'ghcr.io/acme/lab-',
      kubeconfig: '/etc/shikhon/kubeconfig',
    });
  });

  it('refuse a namespace Kubernetes would refuse, naming the variable', () => {
    expect(() => loadConfig({ LAB_KUBE_NAMESPACE: 'Shikhon_Labs' })).toThrow(
      /LAB_KUBE_NAMESPACE.*must be a Kubernetes namespace name/,
    );
  });
});
