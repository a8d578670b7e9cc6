import { z } from 'zod';

/**
 * The lab images and how a sandbox of each runs. The settings are written by lab authors in
 * content/labs/images/<key>/image.yaml (docs/labs-format.md); scripts/ensure-lab-tools.mjs parses
 * that file when it builds the image and stores it on the image as the label `shikhon.settings`
 * (JSON), so the server needs no YAML parser and a sandbox always runs with the settings of the
 * image it actually starts, never those of a newer file the image was not built from.
 */

export const SETTINGS_LABEL = 'shikhon.settings';
export const CONTENT_HASH_LABEL = 'shikhon.content-hash';

/** `linux` → `localhost/shikhon-lab-linux:latest`. */
export function imageReference(key: string): string {
  return `localhost/shikhon-lab-${key}:latest`;
}

const capability = z
  .string()
  .regex(/^[A-Za-z_]+$/, 'a capability name such as CHOWN')
  .transform((name) => name.toUpperCase().replace(/^CAP_/, ''));

export const imageSettingsSchema = z
  .object({
    /** Who the terminal is (root in every image today: no-new-privileges stops sudo). */
    user: z.string().min(1).default('root'),
    workdir: z.string().startsWith('/').default('/root'),
    /** systemd: the image's CMD is /sbin/init; wait for boot before the sandbox is ready. */
    init: z.enum(['systemd', 'plain']).default('plain'),
    capabilities: z.array(capability).default([]),
    memoryMiB: z.number().int().min(64).max(8192).default(512),
    cpus: z.number().positive().max(4).default(0.5),
    pids: z.number().int().min(32).max(8192).default(256),
    /** Bound on the sandbox's writable layer; a sandbox that writes more is removed. */
    diskMiB: z.number().int().min(64).max(65536).default(1024),
    /** Containers inside the sandbox (the docker image): needs the devices and seccomp below. */
    nested: z.boolean().default(false),
    devices: z.array(z.string().startsWith('/dev/')).default([]),
    seccomp: z.enum(['default', 'unconfined']).default('default'),
    /**
     * A user namespace (`container:host:size`, podman's --uidmap). Required with `nested`: the
     * capabilities nesting needs must not be the host's (decision 016).
     */
    uidmap: z
      .string()
      .regex(/^\d+:\d+:\d+$/, 'container:host:size, e.g. 0:200000:65536')
      .optional(),
  })
  // An unknown key is a typo that would silently weaken or drop a setting.
  .strict()
  .refine((settings) => !settings.nested || settings.uidmap !== undefined, {
    message: 'a nested image must run in a user namespace (uidmap)',
    path: ['uidmap'],
  });

export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/** The settings stored on an image, or why they cannot be used. */
export function settingsFromLabels(
  key: string,
  labels: Record<string, string> | null | undefined,
): ImageSettings {
  const raw = labels?.[SETTINGS_LABEL];
  if (!raw) {
    throw new Error(
      `The lab image ${imageReference(key)} carries no ${SETTINGS_LABEL} label: build it with node scripts/ensure-lab-tools.mjs.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`The ${SETTINGS_LABEL} label of ${imageReference(key)} is not JSON.`);
  }
  const parsed = imageSettingsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `content/labs/images/${key}/image.yaml: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}
