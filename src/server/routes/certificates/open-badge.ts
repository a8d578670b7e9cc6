import { CERTIFICATE_ISSUER } from '../../../shared/schemas/certificates';
import type { CertificateRow } from '../../learning/certificates/certificates';
import { certificateUrls } from '../../learning/certificates/certificates';
import { signVcJwt, type SigningKey } from '../../learning/certificates/certificate-signing';
import { credentialStatusEntry } from '../../learning/certificates/credential-status';

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** The issuer's stable URLs: its Open Badges profile and the keys that verify its credentials. */
export function issuerUrls(publicUrl: string) {
  return {
    profile: `${publicUrl}/api/certificates/issuer`,
    jwks: `${publicUrl}/.well-known/jwks.json`,
  };
}

/** The issuer's Open Badges 3.0 Profile (GET /api/certificates/issuer). */
export function issuerProfile(publicUrl: string) {
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: issuerUrls(publicUrl).profile,
    type: ['Profile'],
    name: CERTIFICATE_ISSUER,
    url: publicUrl,
    description:
      'Online IT courses with hands-on labs. Certificates are signed with Ed25519 (EdDSA).',
  };
}

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (W3C VC Data Model 2.0). The
 * learner is identified only by the names on the certificate (the chosen one, then the Bangla one). `credentialStatus` names its bit in
 * the published revocation list (every row has a position once start-up has re-issued the old).
 */
export function openBadgeCredential(publicUrl: string, row: CertificateRow) {
  const { url } = certificateUrls(publicUrl, row.id);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: {
      id: issuerUrls(publicUrl).profile,
      type: ['Profile'],
      name: CERTIFICATE_ISSUER,
      url: publicUrl,
    },
    validFrom: row.issued_at,
    name: `${row.course_title}: certificate of completion`,
    credentialSubject: {
      type: ['AchievementSubject'],
      // Both names the certificate carries: the chosen one and, when given, the Bangla one.
      identifier: [row.learner_name, ...(row.learner_name_bn ? [row.learner_name_bn] : [])].map(
        (name) => ({
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: name,
        }),
      ),
      activityEndDate: row.issued_at,
      achievement: {
        id: `${publicUrl}/course/${row.course_id}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.course_title,
        description: `${row.course_title} (${row.level}, ${row.hours} hours) at ${CERTIFICATE_ISSUER}.`,
        criteria: { narrative: 'Finished every lesson, quiz and lab of the course.' },
        tag: [row.level],
      },
    },
    ...(row.status_index === null
      ? {}
      : { credentialStatus: credentialStatusEntry(publicUrl, row.status_index) }),
  };
}

/**
 * The signed credential (VC-JOSE-COSE): an EnvelopedVerifiableCredential whose id is the
 * credential as a compact EdDSA JWS, verifiable with the keys at /.well-known/jwks.json.
 */
export function envelopedCredential(publicUrl: string, row: CertificateRow, key: SigningKey) {
  return envelope(signVcJwt(key, openBadgeCredential(publicUrl, row)));
}

/** A compact JWS credential as an EnvelopedVerifiableCredential (VC Data Model 2.0). */
export function envelope(jws: string) {
  return {
    '@context': VC_CONTEXT,
    id: `data:application/vc+jwt,${jws}`,
    type: 'EnvelopedVerifiableCredential',
  };
}
