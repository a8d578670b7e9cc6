import { createHash } from 'node:crypto';

/** The names and labels the Kubernetes driver gives a session's objects. */

const LABEL_VALUE = /^[A-Za-z0-9]([A-Za-z0-9_.-]{0,61}[A-Za-z0-9])?$/;
/** The lab container's name in each host's pod. */
export const CONTAINER = 'lab';
/** The prefix of the annotations that keep what labels cannot (the raw session id, times). */
export const ANNOTATION = 'shikhon.academy/';
/** The ConfigMap in the namespace holding each image's settings (`<key>`: the image's JSON). */
export const IMAGE_SETTINGS_CONFIGMAP = 'shikhon-lab-images';

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
