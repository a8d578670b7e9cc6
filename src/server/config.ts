import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import type { z } from 'zod';
import { checkCombinations, envSchema, type Variables } from './config-variables';
import { DEMO_NUMBERS_NOTE, type SiteSettings } from '../shared/site-settings';
import type { BkashSettings } from './payments/bkash-types';

/** The only module that reads the environment (lint forbids `process.env` elsewhere). */

const DEMO_BKASH = '01700-000000';
const DEMO_NAGAD = '01800-000000';

function googleConfig(e: Variables) {
  return e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
    ? {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        issuer: e.GOOGLE_ISSUER,
      }
    : undefined;
}

function s3Config(e: Variables) {
  return e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
    ? {
        bucket: e.S3_BUCKET,
        /**
         * An S3-compatible server (MinIO, Garage, R2…), addressed path-style; unset: AWS
         * itself.
         */
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        /**
         * Set: GET /media/{name} redirects to `${publicUrl}/${name}` instead of streaming it.
         */
        publicUrl: e.S3_PUBLIC_URL,
      }
    : undefined;
}

/** bKash's Tokenized Checkout API when all its credentials are set (checkCombinations). */
function bkashConfig(e: Variables): BkashSettings | undefined {
  return e.BKASH_BASE_URL &&
    e.BKASH_APP_KEY &&
    e.BKASH_APP_SECRET &&
    e.BKASH_USERNAME &&
    e.BKASH_PASSWORD &&
    e.BKASH_SHORT_CODE
    ? {
        baseUrl: e.BKASH_BASE_URL,
        appKey: e.BKASH_APP_KEY,
        appSecret: e.BKASH_APP_SECRET,
        username: e.BKASH_USERNAME,
        password: e.BKASH_PASSWORD,
        shortCode: e.BKASH_SHORT_CODE,
        timeoutMs: e.BKASH_TIMEOUT_SECONDS * 1000,
        simulated: false,
      }
    : undefined;
}

function labsConfig(e: Variables) {
  return {
    /** Where lab sandboxes run: podman on this machine, or pods through the Kubernetes API. */
    driver: e.LAB_DRIVER,
    /**
     * The OCI runtime of local sandboxes: runc, or gVisor's runsc for a second kernel boundary.
     */
    runtime: e.LAB_RUNTIME,
    /** Sandboxes (lab sessions) that may run at once; the next learner is asked to wait. */
    maxSandboxes: e.LAB_MAX_SANDBOXES,
    /**
     * LAB_FREE_SHARE: the percent of maxSandboxes that sessions of free first labs may hold
     * (at least one sandbox); queued sessions of enrolled learners and staff start before
     * free ones.
     */
    freeSharePercent: e.LAB_FREE_SHARE,
    /**
     * LAB_WARM_SANDBOXES: booted sandboxes kept ready for each kind of one-machine lab, so a
     * start does not wait for a boot (0: none).
     */
    warmSandboxes: e.LAB_WARM_SANDBOXES,
    /**
     * Which academy instance owns a sandbox (a hash of its database): servers and test runs
     * sharing one machine's podman each sweep only their own (LocalDriver's `owner`).
     */
    owner: createHash('sha256')
      .update(e.DATABASE_URL ?? path.resolve(e.DATA_DIR))
      .digest('hex')
      .slice(0, 12),
    /** LAB_DRIVER=kubernetes: where the pods run (KubernetesDriver). */
    kubernetes: {
      namespace: e.LAB_KUBE_NAMESPACE,
      /** A RuntimeClass for the pods (e.g. gvisor, kata); unset: the cluster's default. */
      runtimeClassName: e.LAB_KUBE_RUNTIME_CLASS,
      /** Image key `linux` runs `<prefix>linux:latest` from the cluster's registry. */
      imagePrefix: e.LAB_KUBE_IMAGE_PREFIX,
      /** A kubeconfig file; unset: the pod's own service account (in-cluster). */
      kubeconfig: e.KUBECONFIG,
    },
  };
}

/** Addresses that listen on every interface: they name no host a browser can open. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * PUBLIC_URL's default: the address the server listens on (HOST and PORT), so that links in mail,
 * certificates and pages open the host the developer's browser is already on. The session cookie
 * belongs to one host: a verification link to `localhost` would sign in there, not on
 * 127.0.0.1. A wildcard HOST names no host, so localhost stands in for it.
 */
export function listeningUrl(host: string, port: number): string {
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** The settings as the server reads them (its Config), once they passed checkCombinations. */
function toConfig(e: Variables) {
  const publicUrl = e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT);
  // The default addresses' domain: PUBLIC_URL's host, else localhost (never a bare IP address).
  const host = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost';
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Shikhon Academy <no-reply@${host}>`,
    google: googleConfig(e),
    adminEmails: e.ADMIN_EMAILS,
    bkashNumber: { value: e.BKASH_NUMBER ?? DEMO_BKASH, isDemo: !e.BKASH_NUMBER },
    nagadNumber: { value: e.NAGAD_NUMBER ?? DEMO_NAGAD, isDemo: !e.NAGAD_NUMBER },
    supportEmail: e.SUPPORT_EMAIL ?? `support@${host}`,
    communityUrl: e.COMMUNITY_URL,
    chatUrl: e.CHAT_URL,
    /** Proxies whose X-Forwarded-For is believed (their own addresses); empty: none. */
    trustedProxies: (e.TRUSTED_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    /** Profile picture uploads a learner may make in an hour (rate limit). */
    pictureUploadsPerHour: e.PICTURE_UPLOADS_PER_HOUR,
    /** Payment submissions (POST /api/orders, refused ones too) a learner may make in an hour. */
    ordersPerHour: e.ORDERS_PER_HOUR,
    /**
     * The Ed25519 private key that signs certificates' credentials (PKCS8 PEM or a JWK as JSON);
     * unset: one is generated on first use and kept in DATA_DIR (certificate-signing-key.pem).
     */
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
    /**
     * Pictures in an object store (S3_BUCKET set); undefined: on disk in DATA_DIR/media.
     * checkCombinations made sure that S3_BUCKET comes with a region and keys.
     */
    s3: s3Config(e),
    /** The bearer token GET /metrics asks for; unset: /metrics answers 404. */
    metricsToken: e.METRICS_TOKEN,
    /** bKash's Tokenized Checkout API (BKASH_*); undefined: not set up. */
    bkash: bkashConfig(e),
    /** How often the bKash sweeper runs (BKASH_SWEEP_SECONDS). */
    bkashSweepMs: e.BKASH_SWEEP_SECONDS * 1000,
    /** Lab sandboxes: where they run, how many, and which instance owns them. */
    labs: labsConfig(e),
  };
}

/** Each variable checked on its own, then against the others, then shaped into a Config. */
const configSchema = envSchema.superRefine(checkCombinations).transform(toConfig);

/** The settings the server runs with: the output of the schema that reads them. */
export type Config = z.output<typeof configSchema>;

/** Where pictures go when S3_BUCKET is set (docs/decisions/022-object-storage.md). */
export type S3Config = NonNullable<Config['s3']>;

export type Environment = Record<string, string | undefined>;

/** The values prerendered pages get at start-up (src/shared/site-settings.ts). */
export function siteSettings(config: Config): SiteSettings {
  const demo = config.bkashNumber.isDemo || config.nagadNumber.isDemo;
  return {
    'bkash-number': config.bkashNumber.value,
    'nagad-number': config.nagadNumber.value,
    'payment-numbers-note': demo ? DEMO_NUMBERS_NOTE : '',
    'support-email': config.supportEmail,
    'community-url': config.communityUrl ?? '',
    'chat-url': config.chatUrl ?? '',
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and validates settings; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Environment = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid setting ${variable}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/**
 * The AWS SDK prints a multi-line notice on Node 20 at its first client (its releases after
 * January 2027 need Node 22). The project supports Node >= 20.19 with the SDK version its lock
 * file pins (decision 022), so the notice would only push a start-up error off its one line.
 */
export function quietAwsSdkNodeNotice(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}

/** The environment for a child process (podman, apt-get): ours plus `extra`. */
export function childEnvironment(
  extra: Record<string, string>,
): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}
