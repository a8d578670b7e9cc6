import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { imageReference, type ImageSettings, settingsFromLabels } from './lab-images';
import { containerName, imageKeyOf, type LocalContext, podmanOk } from './local-context';

/** The local driver's lab images: their settings and the pristine copies of their files. */

/** Image keys with a folder under content/labs/images. */
export function imageKeys(projectRoot: string): string[] {
  const dir = path.join(projectRoot, 'content/labs/images');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The settings stored on the image (cached; `fresh` reads them again). */
export function imageSettings(
  context: LocalContext,
  key: string,
  fresh = false,
): Promise<ImageSettings> {
  if (fresh) context.settingsCache.delete(key);
  return context.settingsCache.get(key, async () => {
    const result = await context.podman([
      'image',
      'inspect',
      '--format',
      'json',
      imageReference(key),
    ]);
    if (result.exitCode !== 0) {
      throw new Error(
        `the lab image ${imageReference(key)} is not built (node scripts/ensure-lab-tools.mjs builds it).`,
      );
    }
    const [image] = JSON.parse(result.stdout) as { Labels?: Record<string, string> }[];
    return settingsFromLabels(key, image?.Labels);
  });
}

/**
 * The host path of a pristine copy of the image's files: a container made from the image with
 * the sandbox's user mapping, never started, mounted. Made once per image and mapping.
 */
export function pristineRoot(
  context: LocalContext,
  key: string,
  image: ImageSettings,
): Promise<string> {
  return context.pristineCache.get(`${key}|${image.uidmap ?? ''}`, () =>
    makePristineRoot(context, key, image),
  );
}

async function makePristineRoot(
  context: LocalContext,
  key: string,
  image: ImageSettings,
): Promise<string> {
  const inspected = await context.podman([
    'image',
    'inspect',
    '--format',
    '{{.Id}}',
    imageReference(key),
  ]);
  const imageId = inspected.stdout.trim().slice(0, 12);
  if (inspected.exitCode !== 0 || imageId === '') {
    throw new Error(`the lab image ${imageReference(key)} is not built.`);
  }
  const mapping = (image.uidmap ?? 'host').replace(/[^0-9]+/g, '-');
  const name = `shikhon-pristine-${key}-${imageId}-${mapping}`;
  const createArgs = ['create', '--name', name, '--label', `shikhon.pristine=${key}`];
  if (image.uidmap) createArgs.push('--uidmap', image.uidmap);
  createArgs.push('--pull', 'never', '--network', 'none', imageReference(key), 'true');
  // Another server (or test process) may make it at the same moment: then it exists.
  await context.podman(createArgs);
  const mounted = await podmanOk(context, ['mount', name], `Mounting the pristine ${key} image`);
  const root = mounted.stdout.trim();
  if (!root.startsWith('/') || !existsSync(path.join(root, 'usr'))) {
    throw new Error(`the pristine copy of ${key} has no /usr (${root}).`);
  }
  return root;
}

/** A host's image settings: from what create() recorded, else from podman (another instance's). */
export async function settingsOfHost(
  context: LocalContext,
  sessionId: string,
  host: string,
): Promise<ImageSettings | undefined> {
  const known = context.hostSettings.get(containerName(sessionId, host));
  if (known) return known;
  const result = await context.podman([
    'container',
    'inspect',
    '--format',
    '{{.ImageName}}',
    containerName(sessionId, host),
  ]);
  if (result.exitCode !== 0) return undefined;
  const key = imageKeyOf(result.stdout.trim());
  return key ? imageSettings(context, key) : undefined;
}
