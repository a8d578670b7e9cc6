import { Hono, type Context } from 'hono';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireUser, type SignedInEnv } from '../../http/session';
import { certificatePdf } from './certificate-pdf';
import type { SigningKey } from '../../learning/certificates/certificate-signing';
import {
  certificateUrls,
  findCertificate,
  type CertificateRow,
} from '../../learning/certificates/certificates';
import type { Locale } from '../../../shared/i18n/locale';
import {
  getCertificateView,
  listMyCertificates,
} from '../../learning/certificates/certificate-views';
import {
  STATUS_LIST_MAX_AGE_SECONDS,
  statusLists,
} from '../../learning/certificates/credential-status';
import { envelope, envelopedCredential, issuerProfile, issuerUrls } from './open-badge';
import { CERTIFICATE_SHELL_ID, certificateDate } from '../../../shared/schemas/certificates';
import {
  getCertificateHolder,
  reissueCertificates,
} from '../../learning/certificates/certificate-reissue';

export interface CertificatesRoutesDependencies {
  auth: Auth;
  database: Database;
  publicUrl: string;
  signingKey: () => SigningKey;
  /** Server time (tests move it); the clock otherwise. */
  now?: () => Date;
}

/** /api/certificates: the public verification data, the issuer, and a learner's own list. */
export function certificatesRoutes(deps: CertificatesRoutesDependencies) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.auth, deps.database);
  const now = deps.now ?? (() => new Date());
  return new Hono<SignedInEnv>()
    .get('/issuer', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(issuerProfile(deps.publicUrl));
    })
    .get('/', signedIn, noStore, async (c) =>
      c.json(await listMyCertificates(db, deps.publicUrl, c.var.user.id)),
    )
    .get('/holder', signedIn, noStore, async (c) =>
      c.json(await getCertificateHolder(db, c.var.user.id, now())),
    )
    .post('/reissue', signedIn, noStore, async (c) => {
      const result = await reissueCertificates(
        { db, publicUrl: deps.publicUrl },
        c.var.user.id,
        now(),
      );
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    })
    .get('/:id', async (c) => {
      const result = await getCertificateView(db, deps.publicUrl, c.req.param('id'));
      // Anyone may read it; a revocation must show at once.
      c.header('Cache-Control', 'no-cache');
      if (!result.ok) return apiError(c, result.status, result.code, result.message);
      return c.json(result.value);
    });
}

export interface CredentialStatusRoutesDependencies {
  database: Database;
  publicUrl: string;
  signingKey: () => SigningKey;
}

const VC_JWT = 'application/vc+jwt';

/**
 * /api/credentials/status/{list}: the signed Bitstring Status Lists that every certificate's
 * credential points to (decision 019, addendum). Public, cacheable for a few minutes (the list's
 * `ttl` says the same), and read from the database, so a revocation is in the next answer. As an
 * EnvelopedVerifiableCredential in JSON, the same form as `/certificates/{id}.json`, or, for
 * `Accept: application/vc+jwt`, the compact JWS itself.
 */
export function credentialStatusRoutes(deps: CredentialStatusRoutesDependencies) {
  const lists = statusLists({
    db: deps.database.db,
    publicUrl: deps.publicUrl,
    issuerId: issuerUrls(deps.publicUrl).profile,
    signingKey: deps.signingKey,
  });
  return new Hono().get('/status/:list', async (c) => {
    const param = c.req.param('list');
    const found = /^[1-9][0-9]{0,8}$/.test(param) ? await lists.get(Number(param)) : null;
    if (!found) return apiError(c, 404, 'not_found', 'No such status list.');
    c.header('Cache-Control', `public, max-age=${STATUS_LIST_MAX_AGE_SECONDS}`);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Vary', 'Accept');
    const jwt = (c.req.header('accept') ?? '').toLowerCase().includes(VC_JWT);
    // The two forms are different bodies: each has its own validator.
    const etag = jwt ? found.etag.replace(/"$/, '-jwt"') : found.etag;
    c.header('ETag', etag);
    const ifNoneMatch = c.req.header('if-none-match') ?? '';
    if (ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304);
    if (jwt) return c.body(found.jws, 200, { 'Content-Type': VC_JWT });
    return c.json(envelope(found.jws));
  });
}

/** A certificate's PDF in `locale`, shown in the browser (inline), never cached stale. */
async function pdfAnswer(c: Context, row: CertificateRow, url: string, locale: Locale) {
  const pdf = await certificatePdf(row, url, locale);
  const name = `shikhon-certificate-${row.id}${locale === 'en' ? '' : `-${locale}`}.pdf`;
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'no-cache',
  });
}

export interface CertificateFilesDependencies {
  database: Database;
  publicUrl: string;
  signingKey: () => SigningKey;
  /** The site's page for a path (the verification shell, or a not-found page) as a Response. */
  sitePage: (c: Context, urlPath: string) => Response;
}

/**
 * /certificates/{id} (the page), {id}.pdf and {id}.json, their Bangla page and PDF under /bn, and
 * /.well-known/jwks.json: answered by
 * the app because each depends on the database (an unknown id is a 404 page).
 */
export function certificateFileRoutes(deps: CertificateFilesDependencies) {
  const { db } = deps.database;
  return (
    new Hono()
      .get('/.well-known/jwks.json', (c) => {
        c.header('Cache-Control', 'public, max-age=3600');
        c.header('Access-Control-Allow-Origin', '*');
        return c.json({ keys: [deps.signingKey().publicJwk] });
      })
      // The Bangla page (the Bangla shell for a known id) and the Bangla PDF.
      .get('/bn/certificates/:file', async (c) => {
        const file = c.req.param('file');
        const [, id = '', extension = ''] = /^(.*?)(\.pdf)?$/.exec(file) ?? [];
        const row = await findCertificate(db, id);
        if (!row) return deps.sitePage(c, `/bn/certificates/${file}`);
        if (extension === '.pdf') {
          return pdfAnswer(c, row, certificateUrls(deps.publicUrl, row.id).url, 'bn');
        }
        return deps.sitePage(c, `/bn/certificates/${CERTIFICATE_SHELL_ID}`);
      })
      .get('/certificates/:file', async (c) => {
        const file = c.req.param('file');
        const [, id = '', extension = ''] = /^(.*?)(\.pdf|\.json)?$/.exec(file) ?? [];
        const row = await findCertificate(db, id);
        if (!row) return deps.sitePage(c, `/certificates/${file}`);
        const { url } = certificateUrls(deps.publicUrl, row.id);
        if (extension === '.pdf') return pdfAnswer(c, row, url, 'en');
        if (extension === '.json') {
          c.header('Cache-Control', 'no-cache');
          c.header('Access-Control-Allow-Origin', '*');
          if (row.revoked_at) {
            return apiError(
              c,
              410,
              'revoked',
              `This certificate was revoked on ${certificateDate(row.revoked_at)}.`,
            );
          }
          return c.json(envelopedCredential(deps.publicUrl, row, deps.signingKey()));
        }
        return deps.sitePage(c, `/certificates/${CERTIFICATE_SHELL_ID}`);
      })
  );
}
