import { type CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { type ImageSettings, imageSettingsSchema, SETTINGS_LABEL } from './lab-images';
import { IMAGE_SETTINGS_CONFIGMAP } from './kubernetes-names';
import { UNAVAILABLE } from './sandbox-rules';

/** The Kubernetes driver's configuration: the cluster to use and the images' settings there. */

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

/** The image's settings from the ConfigMap IMAGE_SETTINGS_CONFIGMAP in `namespace`. */
export async function configMapImageSettings(
  core: () => CoreV1Api,
  namespace: string,
  key: string,
): Promise<ImageSettings> {
  let data: Record<string, string> | undefined;
  try {
    const map = await core().readNamespacedConfigMap({ namespace, name: IMAGE_SETTINGS_CONFIGMAP });
    data = map.data;
  } catch (error) {
    throw new Error(
      `the ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} in namespace ${namespace} could not be read (${(error as Error).message.split('\n')[0] ?? ''}).`,
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
    throw new Error(`the ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} has unusable settings for ${key}.`);
  }
  return parsed.data;
}

/**
 * Why labs cannot run on the cluster `server` (unreachable, no access to the namespace, no
 * image settings there unless the driver was given them), or null.
 */
export async function clusterUnavailableReason(
  core: () => CoreV1Api,
  server: string | undefined,
  namespace: string,
  settingsGiven: boolean,
): Promise<string | null> {
  if (!server) {
    return `${UNAVAILABLE} no Kubernetes cluster is configured (set KUBECONFIG, or run the server in a pod).`;
  }
  try {
    await core().listNamespacedPod({ namespace, limit: 1 });
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0] ?? '';
    return `${UNAVAILABLE} the Kubernetes API at ${server} did not list pods in namespace ${namespace} (${detail}).`;
  }
  if (settingsGiven) return null;
  try {
    await core().readNamespacedConfigMap({ namespace, name: IMAGE_SETTINGS_CONFIGMAP });
    return null;
  } catch {
    return `${UNAVAILABLE} the lab images' settings (ConfigMap ${IMAGE_SETTINGS_CONFIGMAP} in namespace ${namespace}) are missing.`;
  }
}
