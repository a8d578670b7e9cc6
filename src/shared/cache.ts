/**
 * The one way this app keeps a value it would otherwise compute or ask for again, on the server
 * and in the browser alike (decision 032). Every cache follows the same rules:
 *
 * - a key's value is loaded once and shared, concurrent callers included (a promise is kept
 *   while it is pending, so a burst of requests costs one load);
 * - with `lifetimeMs`, an entry answers while the clock is within that many milliseconds of
 *   when it was loaded (either way: a clock moved back by more than that loads again);
 * - a rejected promise is never kept, nor a value `keep` refuses, so the next call tries again;
 * - `delete`/`clear` (or `forget`) are the only other invalidation.
 */

export interface CacheOptions<V> {
  /** How long an entry answers, in milliseconds; for as long as the cache lives when left out. */
  lifetimeMs?: number;
  /** Milliseconds, as Date.now (tests move it); a call may also pass its own time. */
  now?: () => number;
  /** Whether a loaded value may stay, e.g. not an API failure (a promise's settled value). */
  keep?: (value: Awaited<V>) => boolean;
}

export interface Cache<K, V> {
  /** The key's value while it is fresh, else `load()`'s (kept); `at` is the caller's clock. */
  get(key: K, load: () => V, at?: number): V;
  delete(key: K): void;
  clear(): void;
}

interface Entry<V> {
  value: V;
  at: number;
}

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** A cache of values by key (see the rules at the top of this file). */
export function createCache<K, V>(options: CacheOptions<V> = {}): Cache<K, V> {
  const { lifetimeMs, keep } = options;
  const clock = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();
  const fresh = (entry: Entry<V>, at: number) =>
    lifetimeMs === undefined || Math.abs(at - entry.at) < lifetimeMs;
  // Only the entry that loaded is dropped: a newer one for the same key stays.
  const drop = (key: K, entry: Entry<V>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  return {
    get(key, load, at) {
      // A cache without a lifetime never reads the clock: some sit on every request's path.
      const time = at ?? (lifetimeMs === undefined ? 0 : clock());
      const hit = entries.get(key);
      if (hit && fresh(hit, time)) return hit.value;
      const value = load();
      const entry = { value, at: time };
      if (isPromise(value)) {
        entries.set(key, entry);
        void value.then(
          (settled) => {
            if (keep && !keep(settled as Awaited<V>)) drop(key, entry);
          },
          () => drop(key, entry),
        );
      } else if (!keep || keep(value as Awaited<V>)) {
        entries.set(key, entry);
      } else {
        entries.delete(key);
      }
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** One value under the same rules: call it to read, `forget()` to load again next time. */
export type Cached<V> = (() => V) & { forget: () => void };

export function cached<V>(load: () => V, options: CacheOptions<V> = {}): Cached<V> {
  const cache = createCache<'value', V>(options);
  return Object.assign(() => cache.get('value', load), { forget: () => cache.clear() });
}

/**
 * A value worked out from an object (compiled content, a built file) once per object: kept as
 * long as the object is, so content loaded again gets its own.
 */
export function derivedFrom<O extends object, V>(derive: (source: O) => V): (source: O) => V {
  const derived = new WeakMap<O, V>();
  return (source) => {
    if (derived.has(source)) return derived.get(source) as V;
    const value = derive(source);
    derived.set(source, value);
    return value;
  };
}
