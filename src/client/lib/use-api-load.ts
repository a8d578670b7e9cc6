import { useEffect, useEffectEvent } from 'react';

/**
 * The one way a component loads data (decision 032): after render, and again whenever `key`
 * changes, it calls `load` and hands the answer to `onAnswer`, unless the component has since
 * unmounted or moved on to another key, so a stale answer never lands. A null key asks nothing
 * (signed out, not staff, nothing to show yet). `load` and `onAnswer` see the latest props and
 * state, so whatever they read belongs in the key. The state stays the component's own: what it
 * shows while loading and on failure is its choice. A key made of several values joins them
 * with `loadKey`.
 */
export function useApiLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  onAnswer: (answer: T) => void,
): void {
  const run = useEffectEvent(load);
  const answer = useEffectEvent(onAnswer);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void run().then((value) => {
      if (current) answer(value);
    });
    return () => {
      current = false;
    };
  }, [key]);
}

/** One key for several values (no two lists of values share one). */
export const loadKey = (...parts: readonly (string | number | boolean)[]): string =>
  JSON.stringify(parts);
