import { issueHeldCertificates } from './learning/certificates/certificates';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { trustedOrigins, type Auth } from './auth';
import type { Config } from './config';
import type { Database } from './db/database';
import { clientAddress, withClientAddress } from './http/client-address';
import { jsonBodyLimit } from './http/body-limit';
import { neverThrowing, type Log } from './log';
import { createMetrics } from './observability/metrics';
import { noteAnswered, noteAnswering, noteOf, requestIdOf } from './observability/request-context';
import { createRequestLog } from './observability/request-log';
import { createRequestObserver } from './observability/request-observer';
import { metricsRoutes } from './routes/metrics/metrics.routes';
import { answerLanguage } from './http/answer-language';
import { inApiErrorShape } from './http/auth-errors';
import { apiError } from './http/errors';
import { noStore } from './http/no-store';
import { refuseNul } from './http/nul-character';
import { originCheck } from './http/origin-check';
import { outageOf } from './http/outage';
import { googleSignInRoutes } from './routes/auth/google.routes';
import { adminInboxRoutes } from './routes/admin/admin-inbox.routes';
import { adminMailRoutes } from './routes/admin/admin-mail.routes';
import { adminLabChecksRoutes } from './routes/admin/admin-lab-checks.routes';
import { adminOrdersRoutes } from './routes/admin/admin-orders.routes';
import { adminBkashRoutes } from './routes/admin/admin-bkash.routes';
import { adminCertificatesRoutes } from './routes/certificates/admin-certificates.routes';
import { signingKeyLoader } from './learning/certificates/certificate-signing';
import {
  certificateFileRoutes,
  certificatesRoutes,
  credentialStatusRoutes,
} from './routes/certificates/certificates.routes';
import { catalogueRoutes } from './routes/catalogue/catalogue.routes';
import { enrollmentsRoutes } from './routes/enrollments/enrollments.routes';
import { labsRoutes } from './routes/labs/labs.routes';
import { createLabSessions, type LabSessions } from './routes/labs/labs.service';
import { unavailableDriver } from './routes/labs/unavailable-driver';
import { learnRoutes } from './routes/learn/learn.routes';
import {
  achievementsRoutes,
  createBoardCache,
  leaderboardRoutes,
} from './routes/achievements/achievements.routes';
import { healthRoutes } from './routes/health/health.routes';
import { languageRoutes } from './routes/me/language.routes';
import { meRoutes } from './routes/me/me.routes';
import { mediaRoutes } from './routes/media/media.routes';
import { ordersRoutes } from './routes/orders/orders.routes';
import { bkashRoutes } from './payments/bkash.routes';
import type { BkashClient } from './payments/bkash-types';
import type { CourseCatalogue } from './routes/orders/orders.service';
import { profileRoutes } from './routes/profile/profile.routes';
import { adminRefundsRoutes, refundsRoutes } from './routes/refunds/refunds.routes';
import { staffWaitingRoutes } from './routes/admin/staff-waiting.routes';
import { siteFormsRoutes } from './routes/site-forms/site-forms.routes';
import { programmesRoutes } from './routes/programmes/programmes.routes';
import { securityHeaderList, securityHeaders } from './security-headers';
import { METRICS_PATH, siteAnswerer, siteRequestOf, type SiteRequest } from './site/site-response';
import type { SiteStore } from './site/site-store';
import type { PictureStore } from './storage/storage';
import type { MailOutbox } from './mail/outbox';
import type { LearningContent } from './content/content-types';
import { courses, findCourse } from '../shared/catalogue/courses';

export interface AppDependencies {
  config: Config;
  database: Database;
  auth: Auth;
  site: SiteStore;
  pictures: PictureStore;
  /** Where every mail goes first; the mail worker sends it (decision 010). */
  outbox: MailOutbox;
  /** Prices and titles; the built-in catalogue unless a test passes its own. */
  catalogue?: CourseCatalogue;
  /** The courses' compiled lessons and quizzes, which the course player answers from. */
  content: LearningContent;
  /** Lab sessions over the sandbox driver (main.ts); without it, labs say they are unavailable. */
  labs?: LabSessions;
  /** bKash's merchant API (main.ts, from BKASH_* or the local simulator); unset: manual only. */
  bkash?: BkashClient;
  /** The bKash simulator, served by this server in development without credentials. */
  bkashSimulator?: { path: string; app: Hono };
  version: string;
  log: Log;
  /**
   * Where finished requests are logged (main.ts): a line each, but pages and assets served from
   * memory are only counted (request-log.ts); unset: requests are not logged.
   */
  requestLog?: Log;
  /** Server time for learning, XP and the leaderboard (tests move it); the clock otherwise. */
  now?: () => Date;
}

type App = Hono<{ Bindings: Partial<HttpBindings> }>;
type SiteAnswerer = ReturnType<typeof siteAnswerer>;

/**
 * The app, and the site answerer that must stand in front of it: startServer (main.ts, the
 * integration tests, the bench) answers pages and assets from Node's request before the app
 * is asked (decisions 012 and 013). The app itself answers the API and media, and the site's
 * not-found page for whatever else reaches it (e.g. a POST to a page's path).
 */
export function createAppWithSite(given: AppDependencies) {
  // A log that throws (a broken stdout) must never turn an answer into a failure.
  const deps: AppDependencies = { ...given, log: neverThrowing(given.log) };
  const app: App = new Hono();
  const security = securityHeaderList({
    isProduction: deps.config.isProduction,
    scriptSources: deps.site.scriptSources,
    // Pictures redirected to a public bucket are loaded from its origin.
    imageSources: deps.config.s3?.publicUrl ? [new URL(deps.config.s3.publicUrl).origin] : [],
  });
  const site = siteAnswerer(deps.site, security);
  // Off unless METRICS_TOKEN is set: then every request is counted and timed.
  const metrics = deps.config.metricsToken ? createMetrics(deps.database) : undefined;
  const observer = createRequestObserver({
    trustedProxies: deps.config.trustedProxies,
    record: metrics?.record,
    log:
      deps.requestLog &&
      createRequestLog(neverThrowing(deps.requestLog), {
        summaries: !deps.config.isProduction,
      }),
  });

  app.use(noteRoutePattern);
  // bKash's stand-in page is not the academy's: its own markup, before the academy's headers.
  if (deps.bkashSimulator) app.route(deps.bkashSimulator.path, deps.bkashSimulator.app);
  app.use(securityHeaders(security));
  app.use('/api/*', answerLanguage());
  mountAuthApi(app, deps);
  const catalogue = deps.catalogue ?? { findCourse };
  mountLearnerApi(app, deps, catalogue);
  const labs = deps.labs ?? labsUnavailable(deps, catalogue);
  app.route(
    '/api/labs',
    labsRoutes({ ...deps, labs, trustedOrigins: trustedOrigins(deps.config) }),
  );
  mountOrderReviewApi(app, deps, catalogue, labs);
  const certificates = certificateDependencies(deps);
  app.route('/api/certificates', certificatesRoutes(certificates));
  app.route('/api/credentials', credentialStatusRoutes(certificates));
  app.route(
    '/api/admin/certificates',
    adminCertificatesRoutes({ ...certificates, adminEmails: deps.config.adminEmails }),
  );
  app.route('/api/admin/mail', adminMailRoutes({ ...deps, adminEmails: deps.config.adminEmails }));
  app.route(
    '/api/admin/bkash',
    adminBkashRoutes({ ...deps, adminEmails: deps.config.adminEmails }),
  );
  app.route('/api/admin', adminInboxRoutes({ ...deps, adminEmails: deps.config.adminEmails }));
  app.route('/api', siteFormsRoutes(deps));
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));
  app.route('/media', mediaRoutes(deps.pictures));
  if (metrics && deps.config.metricsToken) {
    app.route(METRICS_PATH, metricsRoutes(metrics, deps.config.metricsToken));
  }
  app.route(
    '/',
    certificateFileRoutes({
      ...certificates,
      sitePage: (c, urlPath) => {
        const answer = site.page(siteRequest(c), urlPath);
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      },
    }),
  );
  answerFailures(app, deps, site);
  return { app, site, observer };
}

/**
 * The pattern that answered (`/api/orders/:id`), for the request's log line and metrics: never
 * the raw path, whose values are unbounded and may hold tokens. A request whose client left
 * mid-answer waits for it (onceRouted).
 */
const noteRoutePattern: MiddlewareHandler = async (c, next) => {
  const note = noteOf(c);
  if (!note) return next();
  noteAnswering(note);
  try {
    await next();
  } finally {
    const pattern = routePath(c);
    noteAnswered(
      note,
      pattern === '/*' || pattern === '*' || pattern === '' ? 'unmatched' : pattern,
    );
  }
};

/** better-auth's endpoints under /api/auth, with the origin check every API route gets. */
function mountAuthApi(app: App, deps: AppDependencies) {
  // Before every API route, better-auth's included: it skips its own check on cookie-less calls.
  app.use('/api/*', originCheck(trustedOrigins(deps.config)));
  // better-auth reads a body whole, whatever its size; its calls are a few hundred bytes.
  app.use('/api/auth/*', jsonBodyLimit(16 * 1024, 'request'));
  app.use('/api/auth/*', refuseNul());
  // Sessions, users and tokens: nothing better-auth answers may be kept by a browser or proxy
  // (it marks none itself; list-sessions came without any Cache-Control).
  app.use('/api/auth/*', noStore);
  app.route('/api/auth', googleSignInRoutes(deps.config));
  // better-auth's refusals are reshaped into the API's one error shape (decision 009).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    inApiErrorShape(
      await deps.auth.handler(
        withClientAddress(c.req.raw, clientAddress(c, deps.config.trustedProxies)),
      ),
    ),
  );
}

/** What a learner reads and buys: health, catalogue, achievements, profile, orders, learning. */
function mountLearnerApi(app: App, deps: AppDependencies, catalogue: CourseCatalogue) {
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/catalogue', catalogueRoutes({ database: deps.database, courses }));
  const boards = createBoardCache(deps.database.db);
  app.route('/api/me', achievementsRoutes({ ...deps, boards }));
  app.route('/api/me', languageRoutes(deps));
  app.route('/api/me', meRoutes(deps.auth, deps.database, deps.config));
  app.route('/api/leaderboard', leaderboardRoutes({ ...deps, boards }));
  app.route(
    '/api/profile',
    profileRoutes({
      ...deps,
      issueHeldCertificates: (userId) =>
        issueHeldCertificates(
          {
            db: deps.database.db,
            content: deps.content,
            catalogue,
            publicUrl: deps.config.publicUrl,
          },
          userId,
          (deps.now ?? (() => new Date()))(),
        ),
    }),
  );
  app.route(
    '/api/orders',
    ordersRoutes({
      ...deps,
      catalogue,
      supportEmail: deps.config.supportEmail,
      publicUrl: deps.config.publicUrl,
      ordersPerHour: deps.config.ordersPerHour,
    }),
  );
  app.route(
    '/api/payments/bkash',
    bkashRoutes({
      ...deps,
      catalogue,
      client: deps.bkash,
      publicUrl: deps.config.publicUrl,
      ordersPerHour: deps.config.ordersPerHour,
    }),
  );
  app.route('/api/enrollments', enrollmentsRoutes({ ...deps, catalogue }));
  app.route('/api/programmes', programmesRoutes(deps));
  app.route(
    '/api/learn',
    learnRoutes({
      ...deps,
      catalogue,
      adminEmails: deps.config.adminEmails,
      publicUrl: deps.config.publicUrl,
    }),
  );
}

/** Lab sessions when main.ts gave none: every lab says it is unavailable. */
function labsUnavailable(deps: AppDependencies, catalogue: CourseCatalogue): LabSessions {
  return createLabSessions({
    db: deps.database.db,
    content: deps.content,
    catalogue,
    adminEmails: deps.config.adminEmails,
    driver: unavailableDriver('Labs are unavailable on this server: no sandbox driver is set up.'),
    maxSandboxes: 0,
    freeSharePercent: deps.config.labs.freeSharePercent,
    log: deps.log,
  });
}

/** Staff review of orders and lab checks, and refunds (asked by learners, decided by staff). */
function mountOrderReviewApi(
  app: App,
  deps: AppDependencies,
  catalogue: CourseCatalogue,
  labs: LabSessions,
) {
  app.route(
    '/api/admin/orders',
    adminOrdersRoutes({
      ...deps,
      adminEmails: deps.config.adminEmails,
      publicUrl: deps.config.publicUrl,
    }),
  );
  app.route(
    '/api/admin/waiting',
    staffWaitingRoutes({ ...deps, adminEmails: deps.config.adminEmails }),
  );
  app.route(
    '/api/admin/lab-checks',
    adminLabChecksRoutes({ ...deps, adminEmails: deps.config.adminEmails }),
  );
  app.route('/api/refunds', refundsRoutes(deps));
  app.route(
    '/api/admin/refunds',
    adminRefundsRoutes({
      ...deps,
      catalogue,
      adminEmails: deps.config.adminEmails,
      publicUrl: deps.config.publicUrl,
      afterAccessEnded: { closeLabSession: (userId) => labs.endIfAccessEnded(userId) },
    }),
  );
}

function certificateDependencies(deps: AppDependencies) {
  return {
    ...deps,
    publicUrl: deps.config.publicUrl,
    signingKey: signingKeyLoader({
      dataDir: deps.config.dataDir,
      setting: deps.config.certificateSigningKey,
    }),
  };
}

/** The site's not-found page (the API's own 404 under /api/), and logged errors. */
function answerFailures(app: App, deps: AppDependencies, site: SiteAnswerer) {
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return apiError(c, 404, 'not_found', 'Not found.');
    const answer = site.notFound(siteRequest(c));
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  // The route pattern, not the path: a path may hold a token (a password reset link's).
  app.onError((error, c) => {
    const outage = outageOf(error);
    if (outage) {
      // Expected while it lasts (many requests fail at once): one line each, no stack.
      deps.log(`${outage.code} on ${c.req.method} ${routePath(c)}: ${error.message}`, {
        level: 'warn',
        requestId: requestIdOf(c),
      });
      return apiError(c, outage.status, outage.code, outage.message);
    }
    deps.log(
      `Unhandled error on ${c.req.method} ${routePath(c)}: ${error.stack ?? error.message}`,
      {
        level: 'error',
        requestId: requestIdOf(c),
      },
    );
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side.');
  });
}

/** The request's method, target and cache headers, from Node's request when there is one. */
function siteRequest(c: Context<{ Bindings: Partial<HttpBindings> }>): SiteRequest {
  const incoming = c.env?.incoming;
  if (incoming) return siteRequestOf(incoming);
  const url = new URL(c.req.url);
  return {
    method: c.req.method,
    target: url.pathname + url.search,
    acceptEncoding: c.req.header('Accept-Encoding'),
    ifNoneMatch: c.req.header('If-None-Match'),
    cookie: c.req.header('Cookie'),
  };
}
