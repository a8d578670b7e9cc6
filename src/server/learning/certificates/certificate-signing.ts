import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The academy's Ed25519 signing key, with its public half as a JWK and its id. */
export interface SigningKey {
  privateKey: KeyObject;
  publicJwk: PublicJwk;
  kid: string;
}

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export const SIGNING_KEY_FILE = 'certificate-signing-key.pem';

function fromSetting(setting: string): KeyObject {
  const text = setting.trim();
  if (text.startsWith('{')) {
    return createPrivateKey({
      key: JSON.parse(text) as JsonWebKey,
      format: 'jwk',
    });
  }
  // A PEM given in one line (an environment variable) may carry literal "\n".
  return createPrivateKey(text.replace(/\\n/g, '\n'));
}

/** Read from DATA_DIR, or generated there on first use (mode 0600); two servers agree on one. */
function fromDataDir(dataDir: string): KeyObject {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
    try {
      fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createPrivateKey(fs.readFileSync(file, 'utf8'));
}

/** RFC 7638 thumbprint of an Ed25519 public key: the key's stable id. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/**
 * The signing key: CERTIFICATE_SIGNING_KEY when set, else DATA_DIR's key file. Loaded on first
 * use and kept; a key that is not Ed25519 is refused with a message naming the setting.
 */
export function signingKeyLoader(options: {
  dataDir: string;
  setting: string | undefined;
}): () => SigningKey {
  let loaded: SigningKey | undefined;
  return () => {
    if (loaded) return loaded;
    const privateKey = options.setting
      ? fromSetting(options.setting)
      : fromDataDir(options.dataDir);
    if (privateKey.asymmetricKeyType !== 'ed25519') {
      throw new Error('Invalid setting CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key');
    }
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const x = String(jwk.x);
    const kid = thumbprint(x);
    loaded = {
      privateKey,
      kid,
      publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
    };
    return loaded;
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS (RFC 7515) of `payload` signed with EdDSA (Ed25519), typed as a VC-JOSE
 * credential: header `typ: vc+jwt`, `cty: vc`.
 */
export function signVcJwt(key: SigningKey, payload: object): string {
  const signingInput = `${b64({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt', cty: 'vc' })}.${b64(payload)}`;
  const signature = sign(null, Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}
