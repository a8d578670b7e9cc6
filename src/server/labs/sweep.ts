import type { LabDriver } from './lab-driver';

/**
 * The sweep: the backstop behind the driver's own time limit and the lab service's session
 * rules. On start-up and then every minute it destroys every sandbox that is past its expiry or
 * whose session the caller says is over. It never throws: a failed pass is logged and the next one tries again.
 */

export interface SweepOptions {
  driver: LabDriver;
  /** False when the lab session is over (ended, abandoned, unknown to the database). */
  isLive: (sessionId: string) => boolean | Promise<boolean>;
  intervalMs?: number;
  /**
   * A sandbox younger than this is never removed as 'ended' (default 2 minutes): the service
   * records its session after the sandbox is up, and a pass in between must not take it.
   */
  graceMs?: number;
  /**
   * The same for warm sandboxes (made ahead of any session, by this server or another sharing
   * the database): a pool keeps one up to 10 minutes before a session takes it (default 12).
   */
  warmGraceMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** Called with each session the sweep removed and why. */
  onRemoved?: (sessionId: string, reason: 'expired' | 'ended') => void;
}

export interface SweepPass {
  removed: { sessionId: string; reason: 'expired' | 'ended' }[];
}

/** One pass: what it removed. */
export async function sweepOnce(options: SweepOptions): Promise<SweepPass> {
  const now = (options.now ?? (() => new Date()))().getTime();
  const removed: SweepPass['removed'] = [];
  for (const sandbox of await options.driver.list()) {
    const expires = Date.parse(sandbox.expiresAt);
    let reason: SweepPass['removed'][number]['reason'] | undefined;
    if (Number.isNaN(expires) || expires <= now) reason = 'expired';
    else if (
      now - Date.parse(sandbox.createdAt) >=
        (sandbox.warm ? (options.warmGraceMs ?? 12 * 60_000) : (options.graceMs ?? 120_000)) &&
      !(await options.isLive(sandbox.sessionId))
    ) {
      reason = 'ended';
    }
    if (!reason) continue;
    await options.driver.destroy(sandbox.sessionId);
    removed.push({ sessionId: sandbox.sessionId, reason });
    options.onRemoved?.(sandbox.sessionId, reason);
  }
  return { removed };
}

/** Sweeps now and every `intervalMs` (60 s), until the returned function is called. */
export function startSweep(options: SweepOptions): () => void {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const queue = (work: () => Promise<unknown>) => {
    running = running
      .then(() => (stopped ? undefined : work()))
      .catch((error: unknown) => options.onError?.(error));
  };
  queue(() => sweepOnce(options));
  const timer = setInterval(() => queue(() => sweepOnce(options)), options.intervalMs ?? 60_000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
