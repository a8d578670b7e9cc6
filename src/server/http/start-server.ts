import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { siteFirstServer, type SiteAnswerer } from '../site/site-response';
import { clientErrorListener } from './client-errors';
import { httpServerOptions } from './server-options';
import type { RequestObserver } from '../observability/request-observer';

export interface StartServerOptions {
  /** The Hono app. */
  app: Pick<Hono<{ Bindings: Partial<HttpBindings> }>, 'fetch'>;
  /** Pages and assets, answered from Node's request before the app is asked. */
  site: SiteAnswerer;
  port: number;
  hostname: string;
  log: (message: string) => void;
  /** Gives each request its id, and counts and logs it (createAppWithSite's `observer`). */
  observer?: RequestObserver;
}

export interface RunningServer {
  server: ServerType;
  /** The address actually bound (port 0 picks a free one). */
  address: AddressInfo;
  /** Stops accepting, lets idle kept-alive connections go, resolves once every request ended. */
  close: () => Promise<void>;
}

/**
 * The one way the academy listens: production (main.ts), the integration tests and the bench all
 * start here, so every test takes production's page-first path and its per-request safety net.
 */
export function startServer(options: StartServerOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // WebSocket upgrades go through the app like any request (the lab terminal's route decides);
    // an upgrade the app does not accept is answered with its status and the socket closed.
    // A frame is keystrokes or a paste: 1 MB is plenty (ws would take 100 MB by default).
    const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
    const server = serve({
      fetch: options.app.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: httpServerOptions(),
      createServer: siteFirstServer(options.site, options.log, options.observer),
      websocket: { server: sockets },
    });
    // Requests Node's parser refuses (raw non-ASCII bytes in the URL) get our page, not a bare 400.
    server.on('clientError', clientErrorListener(options.site));
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          // An open WebSocket would keep close() waiting for ever: the browser reconnects.
          for (const socket of sockets.clients) socket.close(1001, 'The server is restarting.');
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
      resolve({ server, address: server.address() as AddressInfo, close });
    });
  });
}
