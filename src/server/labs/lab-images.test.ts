import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { imageReference, imageSettingsSchema, settingsFromLabels } from './lab-images';

describe('lab image settings', () => {
  it.each(['linux', 'ansible'])(
    'reads content/labs/images/%s/image.yaml as a root, systemd machine',
    (key) => {
      const settings = imageSettingsSchema.parse(
        parseYaml(readFileSync(`content/labs/images/${key}/image.yaml`, 'utf8')),
      );
      expect(settings).toMatchObject({
        user: 'root',
        init: 'systemd',
        nested: false,
        seccomp: 'default',
      });
      expect(settings.capabilities).not.toContain('SYS_ADMIN');
      expect(settings.capabilities).toContain('CHOWN');
    },
  );

  it('reads the docker image as nested, in a user namespace', () => {
    const settings = imageSettingsSchema.parse(
      parseYaml(readFileSync('content/labs/images/docker/image.yaml', 'utf8')),
    );
    expect(settings).toMatchObject({ nested: true, devices: ['/dev/fuse'] });
    expect(settings.uidmap).toMatch(/^0:\d+:65536$/);
  });

  it('refuses a nested image without a user namespace, and keys it does not know', () => {
    expect(imageSettingsSchema.safeParse({ nested: true }).success).toBe(false);
    expect(imageSettingsSchema.safeParse({ nested: true, uidmap: '0:200000:65536' }).success).toBe(
      true,
    );
    expect(imageSettingsSchema.safeParse({ uidmapp: '0:200000:65536' }).success).toBe(false);
  });

  it('takes the settings from the image label that ensure-lab-tools writes', () => {
    const labels = {
      'shikhon.settings': JSON.stringify({
        init: 'systemd',
        capabilities: ['cap_chown'],
        memoryMiB: 256,
      }),
    };
    expect(settingsFromLabels('linux', labels)).toMatchObject({
      init: 'systemd',
      capabilities: ['CHOWN'],
      memoryMiB: 256,
      pids: 256,
      diskMiB: 1024,
    });
  });

  it('explains how to fix an image built without settings, or with unusable ones', () => {
    expect(() => settingsFromLabels('linux', {})).toThrow(
      'The lab image localhost/shikhon-lab-linux:latest carries no shikhon.settings label: build it with node scripts/ensure-lab-tools.mjs.',
    );
    expect(() =>
      settingsFromLabels('docker', { 'shikhon.settings': JSON.stringify({ memoryMiB: 10 }) }),
    ).toThrow(/content\/labs\/images\/docker\/image.yaml: memoryMiB/);
    expect(imageReference('docker')).toBe('localhost/shikhon-lab-docker:latest');
  });
});
