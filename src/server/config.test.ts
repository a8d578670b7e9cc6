import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.supportEmail).toBe('support@localhost');
    expect(config.bkashNumber.isDemo).toBe(true);
    expect(config.google).toBeUndefined();
  });

  it('derives the public URL from PORT and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shikhon.example/' }).publicUrl).toBe(
      'https://shikhon.example',
    );
  });

  // Links in mail open the host the developer is on: the session cookie lives on one host only.
  it('defaults the public URL to the address the server listens on', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3000' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: 'localhost', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '4000' }).publicUrl).toBe(
      'http://192.168.1.20:4000',
    );
    expect(loadConfig({ HOST: '::1', PORT: '3000' }).publicUrl).toBe('http://[::1]:3000');
    // Every interface: no one host to name.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    // The default addresses never take a bare IP address as their domain.
    expect(loadConfig({ HOST: '127.0.0.1' }).supportEmail).toBe('support@localhost');
    expect(loadConfig({ HOST: '127.0.0.1' }).mailFrom).toBe('Shikhon Academy <no-reply@localhost>');
  });

  it('keeps an explicit PUBLIC_URL, whatever HOST says, in production too', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      HOST: '127.0.0.1',
      PORT: '3001',
      PUBLIC_URL: 'https://academy.example',
    });
    expect(config.publicUrl).toBe('https://academy.example');
    expect(config.supportEmail).toBe('support@academy.example');
    expect(config.mailFrom).toBe('Shikhon Academy <no-reply@academy.example>');
  });

  it('parses ADMIN_EMAILS into lower-cased addresses', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.com, b@y.org ,' }).adminEmails).toEqual([
      'a@x.com',
      'b@y.org',
    ]);
  });

  it('reads TRUSTED_PROXY as a list of proxy addresses', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXY: '10.0.0.2, 10.0.0.3' }).trustedProxies).toEqual([
      '10.0.0.2',
      '10.0.0.3',
    ]);
  });

  it('reads PICTURE_UPLOADS_PER_HOUR, 20 by default, at least 1', () => {
    expect(loadConfig({}).pictureUploadsPerHour).toBe(20);
    expect(loadConfig({ PICTURE_UPLOADS_PER_HOUR: '5' }).pictureUploadsPerHour).toBe(5);
    expect(() => loadConfig({ PICTURE_UPLOADS_PER_HOUR: '0' })).toThrow(
      'Invalid setting PICTURE_UPLOADS_PER_HOUR: must be at least 1',
    );
  });

  it('reads ORDERS_PER_HOUR, 10 by default, at least 1', () => {
    expect(loadConfig({}).ordersPerHour).toBe(10);
    expect(loadConfig({ ORDERS_PER_HOUR: '3' }).ordersPerHour).toBe(3);
    expect(() => loadConfig({ ORDERS_PER_HOUR: 'many' })).toThrow(
      'Invalid setting ORDERS_PER_HOUR: must be a number',
    );
  });

  it('reads METRICS_TOKEN: unset (no /metrics) by default, else 16+ printable characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-0123' }).metricsToken).toBe(
      'a-scrape-token-0123',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid setting METRICS_TOKEN: must be at least 16 characters long',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(
      'Invalid setting METRICS_TOKEN: must be printable ASCII without spaces',
    );
  });

  it('runs labs locally with runc and at most 40 sandboxes unless told otherwise', () => {
    expect(loadConfig({}).labs).toMatchObject({
      driver: 'local',
      runtime: 'runc',
      maxSandboxes: 40,
    });
    expect(
      loadConfig({ LAB_DRIVER: 'kubernetes', LAB_RUNTIME: 'runsc', LAB_MAX_SANDBOXES: '8' }).labs,
    ).toMatchObject({ driver: 'kubernetes', runtime: 'runsc', maxSandboxes: 8 });
  });

  it('lets free first labs hold a quarter of the sandboxes unless told otherwise', () => {
    expect(loadConfig({}).labs.freeSharePercent).toBe(25);
    expect(loadConfig({ LAB_FREE_SHARE: '100' }).labs.freeSharePercent).toBe(100);
    expect(() => loadConfig({ LAB_FREE_SHARE: '0' })).toThrow(
      'Invalid setting LAB_FREE_SHARE: must be at least 1',
    );
    expect(() => loadConfig({ LAB_FREE_SHARE: '101' })).toThrow(
      'Invalid setting LAB_FREE_SHARE: must be at most 100',
    );
  });

  it("names the lab sandboxes' owner after the database, so two instances never sweep each other", () => {
    const owner = (env: Record<string, string>) => loadConfig(env).labs.owner;
    expect(owner({ DATA_DIR: '/srv/a' })).toMatch(/^[0-9a-f]{12}$/);
    expect(owner({ DATA_DIR: '/srv/a' })).toBe(owner({ DATA_DIR: '/srv/a/' }));
    expect(owner({ DATA_DIR: '/srv/a' })).not.toBe(owner({ DATA_DIR: '/srv/b' }));
    expect(owner({ DATA_DIR: '/srv/a', DATABASE_URL: 'postgres://db/one' })).not.toBe(
      owner({ DATA_DIR: '/srv/a', DATABASE_URL: 'postgres://db/two' }),
    );
  });

  it.each([
    [{ LAB_DRIVER: 'docker' }, 'Invalid setting LAB_DRIVER'],
    [{ LAB_RUNTIME: 'crun' }, 'Invalid setting LAB_RUNTIME'],
    [{ LAB_MAX_SANDBOXES: '0' }, 'Invalid setting LAB_MAX_SANDBOXES: must be at least 1'],
    [{ PORT: 'abc' }, 'Invalid setting PORT'],
    [{ PORT: '70000' }, 'Invalid setting PORT: must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'Invalid setting PUBLIC_URL'],
    [{ AUTH_SECRET: 'short' }, 'Invalid setting AUTH_SECRET: must be at least 32'],
    [{ NODE_ENV: 'production' }, 'Invalid setting AUTH_SECRET: required'],
    [{ ADMIN_EMAILS: 'not-an-email' }, 'Invalid setting ADMIN_EMAILS'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'Invalid setting GOOGLE_CLIENT_SECRET'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe("bKash's Tokenized Checkout API", () => {
    const BKASH = {
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout/',
      BKASH_APP_KEY: 'app-key',
      BKASH_APP_SECRET: 'app-secret',
      BKASH_USERNAME: 'merchant',
      BKASH_PASSWORD: 'merchant-password',
      BKASH_SHORT_CODE: '01770618575',
    };

    it('is off unless its credentials are set', () => {
      expect(loadConfig({}).bkash).toBeUndefined();
      expect(loadConfig({ BKASH_TIMEOUT_SECONDS: '10' }).bkash).toBeUndefined();
      // The receiving number of manual payments is another setting.
      expect(loadConfig({ BKASH_NUMBER: '01711-111111' }).bkash).toBeUndefined();
    });

    it('reads the credentials, the address without its trailing slash and a 30 s limit', () => {
      expect(loadConfig(BKASH).bkash).toEqual({
        baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
        appKey: 'app-key',
        appSecret: 'app-secret',
        username: 'merchant',
        password: 'merchant-password',
        shortCode: '01770618575',
        timeoutMs: 30_000,
        simulated: false,
      });
      expect(loadConfig({ ...BKASH, BKASH_TIMEOUT_SECONDS: '5' }).bkash?.timeoutMs).toBe(5_000);
    });

    it.each([
      [
        { ...BKASH, BKASH_PASSWORD: '' },
        'Invalid setting BKASH_PASSWORD: required when BKASH_BASE_URL is set (missing: BKASH_PASSWORD)',
      ],
      [
        { BKASH_APP_KEY: 'app-key', BKASH_APP_SECRET: 'app-secret' },
        'Invalid setting BKASH_BASE_URL: required when BKASH_APP_KEY is set (missing: BKASH_BASE_URL, BKASH_USERNAME, BKASH_PASSWORD, BKASH_SHORT_CODE)',
      ],
      [{ ...BKASH, BKASH_BASE_URL: 'tokenized.sandbox.bka.sh' }, 'Invalid setting BKASH_BASE_URL'],
      [{ ...BKASH, BKASH_BASE_URL: 'ftp://bka.sh' }, 'Invalid setting BKASH_BASE_URL'],
      [
        { ...BKASH, BKASH_TIMEOUT_SECONDS: '0' },
        'Invalid setting BKASH_TIMEOUT_SECONDS: must be at least 1',
      ],
      [
        { ...BKASH, BKASH_TIMEOUT_SECONDS: 'soon' },
        'Invalid setting BKASH_TIMEOUT_SECONDS: must be a number',
      ],
    ])('rejects %o with one line naming the variable', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('S3 picture storage', () => {
    const S3 = {
      S3_BUCKET: 'shikhon-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps pictures on disk unless S3_BUCKET is set', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
    });

    it('reads the bucket, endpoint, region, keys and public URL', () => {
      expect(loadConfig(S3).s3).toEqual({
        bucket: 'shikhon-pictures',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
        publicUrl: undefined,
      });
      const withPublic = loadConfig({ ...S3, S3_PUBLIC_URL: 'https://cdn.example/p/' }).s3;
      expect(withPublic?.publicUrl).toBe('https://cdn.example/p');
      // AWS itself: no endpoint.
      expect(loadConfig({ ...S3, S3_ENDPOINT: '' }).s3?.endpoint).toBeUndefined();
    });

    it.each([
      [{ ...S3, S3_REGION: '' }, 'Invalid setting S3_REGION: required when S3_BUCKET is set'],
      [
        { ...S3, S3_ACCESS_KEY_ID: ' ' },
        'Invalid setting S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
      ],
      [
        { ...S3, S3_SECRET_ACCESS_KEY: undefined },
        'Invalid setting S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
      ],
      [{ ...S3, S3_BUCKET: 'My_Bucket' }, 'Invalid setting S3_BUCKET: must be a bucket name'],
      [{ ...S3, S3_ENDPOINT: '127.0.0.1:9000' }, 'Invalid setting S3_ENDPOINT'],
      [{ ...S3, S3_PUBLIC_URL: 'ftp://cdn.example' }, 'Invalid setting S3_PUBLIC_URL'],
      [
        { S3_ENDPOINT: 'http://127.0.0.1:9000' },
        'Invalid setting S3_BUCKET: required when S3_ENDPOINT is set',
      ],
    ])('rejects %o with one line naming the variable', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
