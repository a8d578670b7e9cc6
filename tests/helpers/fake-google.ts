import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

/** The identity the fake Google vouches for on the next sign-in. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface FakeGoogle {
  /** http://127.0.0.1:PORT, the OpenID issuer (discovery at /.well-known/openid-configuration). */
  issuer: string;
  /** GOOGLE_* settings that point the server at this provider. */
  env: { GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string };
  /** Who is "signed in at Google" from now on. */
  signInAs: (identity: GoogleIdentity) => void;
  close: () => Promise<void>;
}

export const FAKE_GOOGLE_CLIENT_ID = 'shikhon-test-client';

/**
 * A real OpenID Connect provider on 127.0.0.1 (oauth2-mock-server): discovery, authorize (with
 * PKCE and nonce), token with RS256-signed ID tokens, JWKS and userinfo. Its authorize endpoint
 * signs in whoever `signInAs` named, without a login page, and redirects back at once.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names its own issuer http://localhost:PORT; say exactly where it listens.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  let identity: GoogleIdentity | undefined;
  // Both tokens and userinfo carry the identity; the ID token keeps its aud, iss and nonce.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (identity) Object.assign(token.payload, identity);
  });
  server.service.on('beforeUserinfo', (response: MutableResponse) => {
    if (identity) response.body = { ...identity };
  });
  return {
    issuer,
    env: {
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'shikhon-test-secret',
    },
    signInAs: (next) => {
      identity = next;
    },
    close: () => server.stop(),
  };
}
