import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { outboxBacklog } from '../mail/outbox';
import type { FinishedRequest } from './request-observer';

/** The server's figures in Prometheus' text format: requests, orders, mail, pool, process. */
export interface Metrics {
  /** Counts and times one finished request. */
  record(request: FinishedRequest): void;
  /** Reads the database's figures now and renders every metric. */
  render(): Promise<string>;
  contentType: string;
}

const ORDER_STATUSES = ['pending', 'verified', 'rejected'] as const;
const OUTBOX_STATUSES = ['pending', 'sending', 'failed'] as const;

/**
 * A registry of its own (tests start many apps in one process): request counts and latency by
 * route pattern and status, gauges read from the database at scrape time (two grouped reads over
 * indexed columns), PostgreSQL's pool use, and prom-client's process metrics (memory, CPU,
 * event-loop delay, garbage collection).
 */
export function createMetrics(database: Database, now: () => Date = () => new Date()): Metrics {
  // Long: mostly a flat list of metric declarations on one registry, then record and scrape.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'shikhon_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status (0: the client left first).',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shikhon_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'shikhon_database_up',
    help: '1 when the database answered this scrape, 0 when it did not.',
    registers: [registry],
  });
  const orders = new Gauge({
    name: 'shikhon_orders',
    help: 'Orders in the database, by payment status.',
    labelNames: ['status'],
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'shikhon_mail_outbox_messages',
    help: 'Mail in the outbox not yet sent (pending, sending) and given up on after 24 hours (failed).',
    labelNames: ['status'],
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'shikhon_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest mail still waiting to be sent has waited; 0 when none waits.',
    registers: [registry],
  });
  const retrying = new Gauge({
    name: 'shikhon_mail_outbox_retrying',
    help: 'Mail waiting for another attempt after the mail server refused it or could not be reached.',
    registers: [registry],
  });
  const { poolUse } = database;
  if (poolUse) {
    new Gauge({
      name: 'shikhon_database_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const readDatabase = async () => {
    try {
      const [orderRows, backlog] = await Promise.all([
        database.db
          .selectFrom('orders')
          .select(['payment_status', sql<number | string>`count(*)`.as('count')])
          .groupBy('payment_status')
          .execute(),
        outboxBacklog(database.db),
      ]);
      for (const status of ORDER_STATUSES) orders.set({ status }, 0);
      for (const row of orderRows) orders.set({ status: row.payment_status }, Number(row.count));
      for (const status of OUTBOX_STATUSES) outbox.set({ status }, backlog[status]);
      retrying.set(backlog.retrying);
      outboxAge.set(
        backlog.oldestQueuedAt === null
          ? 0
          : Math.max(0, (now().getTime() - Date.parse(backlog.oldestQueuedAt)) / 1000),
      );
      databaseUp.set(1);
    } catch {
      // A scrape during an outage still answers: the figures it could not read are left out.
      orders.reset();
      outbox.reset();
      outboxAge.reset();
      retrying.reset();
      databaseUp.set(0);
    }
  };

  // Each series' children, found by one string: prom-client would otherwise sort and join the
  // labels twice per request. Bounded as the labels are (methods, route patterns, statuses).
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      const count = requests.labels(labels);
      const time = durations.labels(labels);
      found = { count: () => count.inc(), time: (seconds) => time.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };

  return {
    record({ method, route, status, seconds }) {
      const one = seriesOf(method, route, status);
      one.count();
      one.time(seconds);
    },
    async render() {
      await readDatabase();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
