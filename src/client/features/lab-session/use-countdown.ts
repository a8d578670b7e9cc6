import { useEffect, useState } from 'react';

/** 125 → "02:05"; an hour or more → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/**
 * Seconds left until `deadline` (ms since the epoch on this machine's clock), ticking 4 times
 * a second (so a new deadline shows within a quarter second). The deadline is taken from the
 * server's `secondsLeft` when it answered, so a wrong clock on the learner's machine does not
 * move it.
 */
export function useCountdown(deadline: number | null, now: () => number = Date.now): number {
  const [tick, setTick] = useState(now);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setTick(now()), 250);
    return () => clearInterval(timer);
  }, [deadline, now]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - tick) / 1000));
}
