import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_NUMBERS_NOTE, type SiteSettings } from '../shared/site-settings';

/** The only module that reads the environment (lint forbids `process.env` elsewhere). */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .url('must be an absolute URL such as https://example.com')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

const emailList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().email('must be a comma-separated list of email addresses')));

/** A whole number such as a rate limit or a number of sandboxes. */
const wholeNumber = z.coerce.number({ message: 'must be a number' }).int('must be a whole number');

/** One entry per variable: its check (and the message a bad value gets) and its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  ADMIN_EMAILS: emailList.default([]),
  BKASH_NUMBER: optionalString,
  NAGAD_NUMBER: optionalString,
  SUPPORT_EMAIL: optionalString.pipe(z.string().email('must be an email address').optional()),
  COMMUNITY_URL: optionalString.pipe(httpUrl.optional()),
  CHAT_URL: optionalString.pipe(httpUrl.optional()),
  TRUSTED_PROXY: optionalString,
  PICTURE_UPLOADS_PER_HOUR: wholeNumber.min(1, 'must be at least 1').default(20),
  ORDERS_PER_HOUR: wholeNumber.min(1, 'must be at least 1').default(10),
  LAB_DRIVER: z.enum(['local', 'kubernetes']).default('local'),
  LAB_RUNTIME: z.enum(['runc', 'runsc']).default('runc'),
  LAB_MAX_SANDBOXES: wholeNumber.min(1, 'must be at least 1').default(40),
  LAB_FREE_SHARE: wholeNumber
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(25),
  LAB_WARM_SANDBOXES: wholeNumber
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(2),
  LAB_KUBE_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a Kubernetes namespace name')
    .default('shikhon-labs'),
  LAB_KUBE_RUNTIME_CLASS: optionalString,
  LAB_KUBE_IMAGE_PREFIX: z.string().trim().min(1).default('registry.example/shikhon-lab-'),
  KUBECONFIG: optionalString,
  CERTIFICATE_SIGNING_KEY: optionalString,
  // Pictures in an S3-compatible object store (storage/s3-store.ts), on when S3_BUCKET is set.
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
  // Observability: GET /metrics answers only with this bearer token; unset, it is not there.
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters long')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
});

type Variables = z.output<typeof envSchema>;

/** Rules between settings, reported like a bad value: the variable to fix, then why. */
function checkCombinations(e: Variables, ctx: z.RefinementCtx<Variables>): void {
  const fail = (variable: keyof Variables, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    fail('AUTH_SECRET', 'required (32+ characters) when NODE_ENV=production');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    fail('GOOGLE_CLIENT_SECRET', 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  if (e.S3_BUCKET) {
    for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) fail(name, 'required when S3_BUCKET is set');
    }
  } else {
    // No other S3_* without S3_BUCKET: a typo'd bucket variable must not quietly keep pictures
    // on one instance's disk.
    const stray = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ] as const
    ).find((name) => e[name] !== undefined);
    if (stray) fail('S3_BUCKET', `required when ${stray} is set`);
  }
}

const DEMO_BKASH = '01700-000000';
const DEMO_NAGAD = '01800-000000';

/** The settings as the server reads them (its Config), once they passed checkCombinations. */
function toConfig(e: Variables) {
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const host = new URL(publicUrl).hostname;
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
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : undefined,
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
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
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
        : undefined,
    /** The bearer token GET /metrics asks for; unset: /metrics answers 404. */
    metricsToken: e.METRICS_TOKEN,
    labs: {
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
    },
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
