import { Hono, type Context } from 'hono';
import { trustedOrigins, type Auth } from './auth';
import type { Config } from './config';
import type { Database } from './db/database';
import { clientAddress, withClientAddress } from './http/client-address';
import { apiError } from './http/errors';
import { originCheck } from './http/origin-check';
import { googleSignInRoutes } from './routes/auth/google.routes';
import { adminInboxRoutes } from './routes/admin/admin-inbox.routes';
import { adminOrdersRoutes } from './routes/admin/admin-orders.routes';
import { enrollmentsRoutes } from './routes/enrollments/enrollments.routes';
import { healthRoutes } from './routes/health/health.routes';
import { meRoutes } from './routes/me/me.routes';
import { mediaRoutes } from './routes/media/media.routes';
import { ordersRoutes } from './routes/orders/orders.routes';
import type { CourseCatalogue } from './routes/orders/orders.service';
import { profileRoutes } from './routes/profile/profile.routes';
import { siteFormsRoutes } from './routes/site-forms/site-forms.routes';
import { securityHeaders } from './security-headers';
import type { SiteFile, SiteStore } from './site/site-store';
import type { PictureStore } from './storage/storage';
import type { Mailer } from './mail/mailer';
import { findCourse } from '../shared/catalogue/courses';

export interface AppDependencies {
  config: Config;
  database: Database;
  auth: Auth;
  site: SiteStore;
  pictures: PictureStore;
  mailer: Mailer;
  /** Prices and titles; the built-in catalogue unless a test passes its own. */
  catalogue?: CourseCatalogue;
  version: string;
  log: (message: string) => void;
}

function sendFile(c: Context, file: SiteFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && c.req.header('If-None-Match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header('Accept-Encoding') ?? '';
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    headers.set('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/** Builds the whole HTTP application; tests call this in-process with their own dependencies. */
export function createApp(deps: AppDependencies) {
  const app = new Hono();
  app.use(securityHeaders({ isProduction: deps.config.isProduction }));

  // Before every API route, better-auth's included: it skips its own check on cookie-less calls.
  app.use('/api/*', originCheck(trustedOrigins(deps.config)));
  app.route('/api/auth', googleSignInRoutes(deps.config));
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    deps.auth.handler(withClientAddress(c.req.raw, clientAddress(c, deps.config.trustedProxies))),
  );
  app.route('/api/health', healthRoutes(deps.database, deps.version));
  const catalogue = deps.catalogue ?? { findCourse };
  app.route('/api/me', meRoutes(deps.auth, deps.database, deps.config));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/orders', ordersRoutes({ ...deps, catalogue }));
  app.route('/api/enrollments', enrollmentsRoutes({ ...deps, catalogue }));
  app.route(
    '/api/admin/orders',
    adminOrdersRoutes({
      ...deps,
      adminEmails: deps.config.adminEmails,
      publicUrl: deps.config.publicUrl,
    }),
  );
  app.route('/api/admin', adminInboxRoutes({ ...deps, adminEmails: deps.config.adminEmails }));
  app.route('/api', siteFormsRoutes(deps));
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));
  app.route('/media', mediaRoutes(deps.pictures));

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeURIComponentSafe(c.req.path);
    const asset = deps.site.asset(urlPath);
    if (asset) return sendFile(c, asset);
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(urlPath.replace(/\/+$/, '') + url.search, 301);
    }
    const { file, status } = deps.site.page(urlPath);
    return sendFile(c, file, status);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return apiError(c, 404, 'not_found', 'Not found.');
    return sendFile(c, deps.site.page('/__not-found__').file, 404);
  });
  app.onError((error, c) => {
    deps.log(`Unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side.');
  });
  return app;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
