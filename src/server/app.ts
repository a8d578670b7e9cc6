import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { trustedOrigins, type Auth } from './auth';
import type { Config } from './config';
import type { Database } from './db/database';
import { clientAddress, withClientAddress } from './http/client-address';
import { jsonBodyLimit } from './http/body-limit';
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
import { securityHeaderList, securityHeaders } from './security-headers';
import { siteResponder, type SiteRequest } from './site/site-response';
import type { SiteStore } from './site/site-store';
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

/** Builds the whole HTTP application; tests call this in-process with their own dependencies. */
export function createApp(deps: AppDependencies) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  const security = securityHeaderList({ isProduction: deps.config.isProduction });
  const respond = siteResponder(security);

  // Pages and assets first: the most frequent requests skip the API's middleware and routing,
  // and carry their security headers in their prebuilt header set.
  app.use('*', async (c, next) => {
    const { method } = c.req;
    const urlPath = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || isApiOrMediaPath(urlPath)) return next();
    const request = siteRequest(c);
    const decoded = decodeURIComponentSafe(urlPath);
    const asset = deps.site.asset(decoded);
    if (asset) return respond(asset, 200, request);
    if (decoded.length > 1 && decoded.endsWith('/')) {
      const url = new URL(c.req.url);
      return new Response(null, {
        status: 301,
        headers: [...security, ['Location', decoded.replace(/\/+$/, '') + url.search]],
      });
    }
    const { file, status } = deps.site.page(decoded);
    return respond(file, status, request);
  });
  app.use(securityHeaders(security));

  // Before every API route, better-auth's included: it skips its own check on cookie-less calls.
  app.use('/api/*', originCheck(trustedOrigins(deps.config)));
  // better-auth reads a body whole, whatever its size; its calls are a few hundred bytes.
  app.use('/api/auth/*', jsonBodyLimit(16 * 1024, 'request'));
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

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return apiError(c, 404, 'not_found', 'Not found.');
    return respond(deps.site.page('/__not-found__').file, 404, siteRequest(c));
  });
  app.onError((error, c) => {
    deps.log(`Unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side.');
  });
  return app;
}

function isApiOrMediaPath(urlPath: string): boolean {
  return (
    urlPath === '/api' ||
    urlPath.startsWith('/api/') ||
    urlPath === '/media' ||
    urlPath.startsWith('/media/')
  );
}

/** The request's encoding and cache headers, read from Node's parsed headers when available. */
function siteRequest(c: Context<{ Bindings: Partial<HttpBindings> }>): SiteRequest {
  const incoming = c.env?.incoming;
  if (incoming) {
    const ifNoneMatch = incoming.headers['if-none-match'];
    return {
      method: c.req.method,
      acceptEncoding: incoming.headers['accept-encoding'],
      ifNoneMatch: Array.isArray(ifNoneMatch) ? ifNoneMatch[0] : ifNoneMatch,
    };
  }
  return {
    method: c.req.method,
    acceptEncoding: c.req.header('Accept-Encoding'),
    ifNoneMatch: c.req.header('If-None-Match'),
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
