import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SandboxHandle, SandboxTerminal } from '../../src/server/labs/lab-driver';
import type { LocalDriver } from '../../src/server/labs/local-driver';

/**
 * Just enough of the Kubernetes API for KubernetesDriver, on 127.0.0.1, backed by the local
 * driver (or by nothing: see `local`): pods (create, get, list and delete by label selector), services and network policies
 * and config maps (stored, never enforced), and exec over the v4.channel.k8s.io WebSocket protocol (channel 0
 * stdin, 1 stdout, 2 stderr, 3 status JSON, 4 resize JSON). A session's pods (label
 * shikhon.session) are started together as one local sandbox, 100 ms after the last of them was
 * created, so multi-host labs get the local driver's internal network where hosts resolve by name.
 * Exec without a TTY runs the command's argv through bash; with a TTY it opens the local driver's
 * login shell (whatever the command). Every exec's command is recorded in `execs`.
 */

interface FakePod {
  body: PodBody;
  session: string;
  host: string;
  imageKey: string;
  phase: 'Pending' | 'Running' | 'Failed';
  reason?: string;
  podIP?: string;
}

interface PodBody {
  metadata: { name: string; labels?: Record<string, string>; [key: string]: unknown };
  spec: {
    hostname?: string;
    containers: { image: string; [key: string]: unknown }[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

interface Stored {
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

/** One exec call as the API received it. */
/** A client configuration for a fake API server at `server` (no TLS, no credentials). */
export function fakeKubeConfig(server: string): KubeConfig {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [{ name: 'fake', server, skipTLSVerify: true }],
    users: [{ name: 'tester' }],
    contexts: [{ name: 'fake', cluster: 'fake', user: 'tester' }],
    currentContext: 'fake',
  });
  return config;
}

export interface FakeExec {
  pod: string;
  command: string[];
  tty: boolean;
}

export interface FakeKubeApiServer {
  url: string;
  pods: Map<string, FakePod>;
  services: Map<string, Stored>;
  networkPolicies: Map<string, Stored>;
  configMaps: Map<string, Stored>;
  /** Every request as `METHOD path` (without the query), in order. */
  requests: string[];
  /** Every exec, in order. */
  execs: FakeExec[];
  close(): Promise<void>;
}

function matches(labels: Record<string, string> | undefined, selector: string | null): boolean {
  if (!selector) return true;
  return selector.split(',').every((term) => {
    const [key, value] = term.split('=');
    if (!key) return true;
    return value === undefined ? labels?.[key] !== undefined : labels?.[key] === value;
  });
}

function quote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

function frame(channel: number, data: string | Buffer): Buffer {
  return Buffer.concat([Buffer.from([channel]), Buffer.from(data)]);
}

export async function startFakeKubeApiServer(options: {
  /**
   * What runs the pods. Without it (no podman needed) pods are Running at once, an exec without
   * a TTY answers exit 0 with no output, and one with a TTY ends at once: enough to see what the
   * driver asks of the API.
   */
  local?: LocalDriver;
  namespace: string;
  imagePrefix: string;
}): Promise<FakeKubeApiServer> {
  const { local, namespace, imagePrefix } = options;
  const pods = new Map<string, FakePod>();
  const services = new Map<string, Stored>();
  const networkPolicies = new Map<string, Stored>();
  const configMaps = new Map<string, Stored>();
  const requests: string[] = [];
  const execs: FakeExec[] = [];
  const starts = new Map<string, NodeJS.Timeout>();
  const handles = new Map<string, Promise<SandboxHandle | undefined>>();
  let nextIp = 2;

  const localSession = (session: string) => `kube-${session}`;

  function startSession(session: string) {
    const members = [...pods.values()].filter((pod) => pod.session === session);
    if (!local) {
      for (const pod of members) {
        pod.phase = 'Running';
        pod.podIP = `10.244.0.${nextIp++}`;
      }
      return;
    }
    const started = local
      .create({
        sessionId: localSession(session),
        userId: members[0]?.body.metadata.labels?.['shikhon.user'] ?? 'user',
        labId: members[0]?.body.metadata.labels?.['shikhon.lab'] ?? 'lab',
        hosts: members.map((pod) => ({ name: pod.host, image: pod.imageKey })),
        ttlSeconds: Number(
          (members[0]?.body.spec as { activeDeadlineSeconds?: number }).activeDeadlineSeconds ??
            600,
        ),
      })
      .then(
        (handle) => {
          for (const pod of members) {
            pod.phase = 'Running';
            pod.podIP = `10.244.0.${nextIp++}`;
          }
          return handle;
        },
        (error: Error) => {
          for (const pod of members) {
            pod.phase = 'Failed';
            pod.reason = error.message;
          }
          return undefined;
        },
      );
    handles.set(session, started);
  }

  function podJson(pod: FakePod) {
    return {
      apiVersion: 'v1',
      kind: 'Pod',
      ...pod.body,
      status: {
        phase: pod.phase,
        ...(pod.reason ? { reason: 'Error', message: pod.reason } : {}),
        ...(pod.podIP ? { podIP: pod.podIP } : {}),
      },
    };
  }

  function send(res: ServerResponse, code: number, body: unknown) {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function notFound(res: ServerResponse, what: string) {
    send(res, 404, {
      kind: 'Status',
      apiVersion: 'v1',
      status: 'Failure',
      reason: 'NotFound',
      message: `${what} not found`,
      code: 404,
    });
  }

  async function readBody(req: IncomingMessage): Promise<Stored> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Stored;
  }

  async function deleteSessionIfEmpty(session: string) {
    if ([...pods.values()].some((pod) => pod.session === session)) return;
    const handle = handles.get(session);
    handles.delete(session);
    if (handle) await handle;
    await local?.destroy(localSession(session));
  }

  const base = `/api/v1/namespaces/${namespace}`;
  const netBase = `/apis/networking.k8s.io/v1/namespaces/${namespace}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const selector = url.searchParams.get('labelSelector');
    const route = `${req.method} ${url.pathname}`;
    requests.push(route);
    const stores: [string, Map<string, Stored>, string][] = [
      [`${base}/services`, services, 'ServiceList'],
      [`${netBase}/networkpolicies`, networkPolicies, 'NetworkPolicyList'],
      [`${base}/configmaps`, configMaps, 'ConfigMapList'],
    ];
    if (url.pathname === `${base}/pods`) {
      if (req.method === 'POST') {
        const body = (await readBody(req)) as unknown as PodBody;
        const image = body.spec.containers[0]?.image ?? '';
        const session = body.metadata.labels?.['shikhon.session'] ?? body.metadata.name;
        const pod: FakePod = {
          body,
          session,
          host: body.spec.hostname ?? body.metadata.name,
          imageKey: image.startsWith(imagePrefix)
            ? image.slice(imagePrefix.length).replace(/:.*$/, '')
            : image,
          phase: 'Pending',
        };
        pods.set(body.metadata.name, pod);
        clearTimeout(starts.get(session));
        starts.set(
          session,
          setTimeout(() => {
            starts.delete(session);
            startSession(session);
          }, 100),
        );
        return send(res, 201, podJson(pod));
      }
      const selected = [...pods.values()].filter((pod) =>
        matches(pod.body.metadata.labels, selector),
      );
      if (req.method === 'DELETE') {
        const sessions = new Set<string>();
        for (const pod of selected) {
          pods.delete(pod.body.metadata.name);
          sessions.add(pod.session);
        }
        await Promise.all([...sessions].map(deleteSessionIfEmpty));
      }
      return send(res, 200, {
        apiVersion: 'v1',
        kind: 'PodList',
        metadata: {},
        items: selected.map(podJson),
      });
    }
    const podMatch = new RegExp(`^${base}/pods/([^/]+)$`).exec(url.pathname);
    if (podMatch && req.method === 'GET') {
      const pod = pods.get(podMatch[1] as string);
      return pod ? send(res, 200, podJson(pod)) : notFound(res, 'pod');
    }
    for (const [path, store, listKind] of stores) {
      if (url.pathname === path && req.method === 'POST') {
        const body = await readBody(req);
        store.set(body.metadata.name, body);
        return send(res, 201, body);
      }
      if (url.pathname === path && req.method === 'GET') {
        const items = [...store.values()].filter((item) => matches(item.metadata.labels, selector));
        return send(res, 200, { apiVersion: 'v1', kind: listKind, metadata: {}, items });
      }
      if (url.pathname.startsWith(`${path}/`)) {
        const name = url.pathname.slice(path.length + 1);
        const item = store.get(name);
        if (!item) return notFound(res, name);
        if (req.method === 'DELETE') store.delete(name);
        return send(res, 200, item);
      }
    }
    return notFound(res, route);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { message: error.message }));
  });
  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) =>
      protocols.has('v4.channel.k8s.io') ? 'v4.channel.k8s.io' : false,
  });

  async function exec(ws: WebSocket, url: URL) {
    const name = /\/pods\/([^/]+)\/exec$/.exec(url.pathname)?.[1] ?? '';
    const pod = pods.get(name);
    const tty = url.searchParams.get('tty') === 'true';
    execs.push({ pod: name, command: url.searchParams.getAll('command'), tty });
    if (!local && pod?.phase === 'Running') {
      ws.send(frame(3, JSON.stringify({ metadata: {}, status: 'Success' })));
      ws.close();
      return;
    }
    const handle = pod?.phase === 'Running' ? await handles.get(pod.session) : undefined;
    if (!local || !pod || !handle) {
      ws.send(frame(3, JSON.stringify({ status: 'Failure', message: `pod ${name} not running` })));
      ws.close();
      return;
    }
    const status = (code: number) =>
      code === 0
        ? { metadata: {}, status: 'Success' }
        : {
            metadata: {},
            status: 'Failure',
            reason: 'NonZeroExitCode',
            message: `command terminated with non-zero exit code: ${code}`,
            details: { causes: [{ reason: 'ExitCode', message: String(code) }] },
          };
    if (!tty) {
      const argv = url.searchParams.getAll('command');
      const result = await local.exec(handle, pod.host, argv.map(quote).join(' '), {
        timeoutMs: 600_000,
      });
      if (result.stdout) ws.send(frame(1, result.stdout));
      if (result.stderr) ws.send(frame(2, result.stderr));
      ws.send(frame(3, JSON.stringify(status(result.exitCode))));
      ws.close();
      return;
    }
    // The client sends the terminal's size first; open the shell at that size.
    const queued: Buffer[] = [];
    const state: { terminal?: SandboxTerminal } = {};
    let ended = false;
    const size = await new Promise<{ cols: number; rows: number }>((resolve) => {
      const timer = setTimeout(() => resolve({ cols: 80, rows: 24 }), 500);
      ws.on('message', (data: Buffer) => {
        if (!state.terminal) {
          if (data[0] === 4) {
            const { width, height } = JSON.parse(data.subarray(1).toString()) as {
              width: number;
              height: number;
            };
            clearTimeout(timer);
            resolve({ cols: width, rows: height });
          } else queued.push(data);
          return;
        }
        if (data[0] === 0) state.terminal.write(data.subarray(1).toString());
        if (data[0] === 4) {
          const { width, height } = JSON.parse(data.subarray(1).toString()) as {
            width: number;
            height: number;
          };
          state.terminal.resize({ cols: width, rows: height });
        }
      });
    });
    const opened = await local.terminal(handle, pod.host, size);
    state.terminal = opened;
    opened.onData((data) => {
      if (ws.readyState === ws.OPEN) ws.send(frame(1, data));
    });
    opened.onExit((code) => {
      ended = true;
      if (ws.readyState === ws.OPEN) {
        ws.send(frame(3, JSON.stringify(status(code))));
        ws.close();
      }
    });
    ws.on('close', () => {
      if (!ended) opened.close();
    });
    for (const data of queued) if (data[0] === 0) opened.write(data.subarray(1).toString());
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`EXEC ${url.pathname}`);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      exec(ws, url).catch(() => ws.close());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pods,
    services,
    networkPolicies,
    configMaps,
    requests,
    execs,
    close: async () => {
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(
        [...handles.keys()].map((session) => local?.destroy(localSession(session))),
      );
    },
  };
}
