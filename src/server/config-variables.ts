import { z } from 'zod';

/**
 * The environment variables the server reads, each with its check (and the message a bad value
 * gets) and its default, and the rules between them. config.ts reads them and shapes a Config.
 */

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
export const envSchema = z.object({
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
  // bKash's Tokenized Checkout API (payments/bkash-client.ts): all of BKASH_CREDENTIALS or none.
  BKASH_BASE_URL: optionalString.pipe(httpUrl.optional()),
  BKASH_APP_KEY: optionalString,
  BKASH_APP_SECRET: optionalString,
  BKASH_USERNAME: optionalString,
  BKASH_PASSWORD: optionalString,
  BKASH_SHORT_CODE: optionalString,
  BKASH_TIMEOUT_SECONDS: wholeNumber
    .min(1, 'must be at least 1')
    .max(120, 'must be at most 120')
    .default(30),
  // How often the sweeper asks bKash about payments nobody finished (decision 039).
  BKASH_SWEEP_SECONDS: wholeNumber
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600')
    .default(60),
});

/** What bKash's API needs, all given or none (the merchant's credentials and where it answers). */
export const BKASH_CREDENTIALS = [
  'BKASH_BASE_URL',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
  'BKASH_SHORT_CODE',
] as const;

export type Variables = z.output<typeof envSchema>;

/** Rules between settings, reported like a bad value: the variable to fix, then why. */
export function checkCombinations(e: Variables, ctx: z.RefinementCtx<Variables>): void {
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
  // Half a set of bKash credentials is a typo, not a choice to leave bKash off.
  const bkashGiven = BKASH_CREDENTIALS.find((name) => e[name] !== undefined);
  const bkashMissing = BKASH_CREDENTIALS.filter((name) => e[name] === undefined);
  if (bkashGiven && bkashMissing[0]) {
    fail(
      bkashMissing[0],
      `required when ${bkashGiven} is set (missing: ${bkashMissing.join(', ')})`,
    );
  }
}
