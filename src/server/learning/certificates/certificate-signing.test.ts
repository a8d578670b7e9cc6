import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compactVerify, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { SIGNING_KEY_FILE, signingKeyLoader, signVcJwt } from './certificate-signing';

describe('the certificate signing key', () => {
  it('is generated once in DATA_DIR (0600) and read back by the next server', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-key-'));
    try {
      const first = signingKeyLoader({ dataDir, setting: undefined })();
      const again = signingKeyLoader({ dataDir, setting: undefined })();
      expect(again.kid).toBe(first.kid);
      expect(fs.statSync(path.join(dataDir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('may be given as a PKCS8 PEM (one line with \\n too) or a JWK, the same key either way', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    const fromPem = signingKeyLoader({ dataDir: '/nonexistent', setting: pem })();
    const fromLine = signingKeyLoader({
      dataDir: '/nonexistent',
      setting: pem.replace(/\n/g, '\\n'),
    })();
    const fromJwk = signingKeyLoader({ dataDir: '/nonexistent', setting: jwk })();
    expect(fromLine.kid).toBe(fromPem.kid);
    expect(fromJwk.kid).toBe(fromPem.kid);

    const jws = signVcJwt(fromJwk, { hello: 'world' });
    const verified = await compactVerify(jws, await importJWK(fromPem.publicJwk, 'EdDSA'));
    expect(JSON.parse(new TextDecoder().decode(verified.payload))).toEqual({ hello: 'world' });
  });

  it('refuses a key that is not Ed25519, naming the setting', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => signingKeyLoader({ dataDir: '/nonexistent', setting: pem })()).toThrow(
      'Invalid setting CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key',
    );
  });
});
