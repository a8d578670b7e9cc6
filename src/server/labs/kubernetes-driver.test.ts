import { describe, expect, it } from 'vitest';
import { KubeConfig } from '@kubernetes/client-node';
import {
  KubernetesDriver,
  labelValue,
  loadKubeConfig,
  podName,
  sessionObjectName,
} from './kubernetes-driver';
import { loadConfig } from '../config';
import { imageSettingsSchema } from './lab-images';

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
    expect(
      driver('kata').pod(spec, { name: 'lab', image: 'docker' }, nested, {}, {}).spec
        ?.runtimeClassName,
    ).toBe('kata');
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
