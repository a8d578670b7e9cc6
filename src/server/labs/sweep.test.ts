import { describe, expect, it, vi } from 'vitest';
import type { LabDriver, SandboxSummary } from './lab-driver';
import { startSweep, sweepOnce } from './sweep';

/** A driver that only lists and destroys (what the sweep uses), recording what it destroyed. */
function fakeDriver(sandboxes: SandboxSummary[]) {
  const destroyed: string[] = [];
  const driver: LabDriver = {
    name: 'local',
    unavailableReason: async () => null,
    create: () => Promise.reject(new Error('not used')),
    exec: () => Promise.reject(new Error('not used')),
    terminal: () => Promise.reject(new Error('not used')),
    destroy: async (sessionId) => {
      destroyed.push(sessionId);
      const index = sandboxes.findIndex((s) => s.sessionId === sessionId);
      if (index >= 0) sandboxes.splice(index, 1);
    },
    list: async () => [...sandboxes],
  };
  return { driver, destroyed };
}

const now = new Date('2026-11-24T12:00:00Z');
const sandbox = (sessionId: string, expiresAt: string): SandboxSummary => ({
  sessionId,
  createdAt: '2026-11-24T11:00:00Z',
  expiresAt,
});

describe('sweepOnce', () => {
  it('removes expired sandboxes and those whose session is over, and keeps live ones', async () => {
    const { driver, destroyed } = fakeDriver([
      sandbox('expired', '2026-11-24T11:59:59Z'),
      sandbox('ended', '2026-11-24T12:30:00Z'),
      sandbox('live', '2026-11-24T12:30:00Z'),
      sandbox('unreadable', 'not a date'),
    ]);
    const pass = await sweepOnce({
      driver,
      isLive: (id) => id !== 'ended',
      now: () => now,
    });
    expect(pass.removed).toEqual([
      { sessionId: 'expired', reason: 'expired' },
      { sessionId: 'ended', reason: 'ended' },
      { sessionId: 'unreadable', reason: 'expired' },
    ]);
    expect(destroyed).not.toContain('live');
  });

  it('leaves a sandbox younger than the grace period even when its session is not recorded yet', async () => {
    const { driver, destroyed } = fakeDriver([
      { sessionId: 'new', createdAt: '2026-11-24T11:59:30Z', expiresAt: '2026-11-24T12:45:00Z' },
      { sessionId: 'old', createdAt: '2026-11-24T11:57:00Z', expiresAt: '2026-11-24T12:45:00Z' },
    ]);
    await sweepOnce({ driver, isLive: () => false, now: () => now });
    expect(destroyed).toEqual(['old']);
  });

  it("leaves another server's warm sandbox for 12 minutes: a session may still take it", async () => {
    const warm = (sessionId: string, createdAt: string): SandboxSummary => ({
      sessionId,
      createdAt,
      expiresAt: '2026-11-24T13:30:00Z',
      warm: true,
    });
    const { driver, destroyed } = fakeDriver([
      warm('warm-young', '2026-11-24T11:50:00Z'),
      warm('warm-old', '2026-11-24T11:47:00Z'),
    ]);
    await sweepOnce({ driver, isLive: () => false, now: () => now });
    expect(destroyed).toEqual(['warm-old']);
  });
});

describe('startSweep', () => {
  it('sweeps at start-up and then every interval, and reports a failed pass without stopping', async () => {
    vi.useFakeTimers();
    try {
      const { driver, destroyed } = fakeDriver([]);
      const errors: unknown[] = [];
      let calls = 0;
      const failingOnce: LabDriver = {
        ...driver,
        list: async () => {
          calls += 1;
          if (calls === 2) throw new Error('podman ps failed');
          return calls === 3 ? [sandbox('late', '2026-11-24T11:00:00Z')] : [];
        },
      };
      const stop = startSweep({
        driver: failingOnce,
        isLive: () => true,
        intervalMs: 60_000,
        now: () => now,
        onError: (error) => errors.push(error),
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(destroyed).toEqual(['late']);
      stop();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
