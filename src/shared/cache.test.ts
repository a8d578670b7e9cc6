import { describe, expect, it } from 'vitest';
import { cached, createCache, derivedFrom } from './cache';

describe('cached', () => {
  it('loads once for calls within the lifetime, concurrent ones included, then again', async () => {
    let at = 0;
    let loads = 0;
    const get = cached(async () => ++loads, { lifetimeMs: 1000, now: () => at });
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    at = 999;
    expect(await get()).toBe(1);
    at = 1000;
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const get = cached(
      async () => {
        if (fail) throw new Error('database away');
        return 'ok';
      },
      { lifetimeMs: 1000, now: () => 0 },
    );
    await expect(get()).rejects.toThrow('database away');
    fail = false;
    expect(await get()).toBe('ok');
  });

  it('keeps a value for good without a lifetime, until forgotten', async () => {
    let loads = 0;
    const get = cached(async () => ++loads);
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    get.forget();
    expect(await get()).toBe(2);
  });

  it('drops a value `keep` refuses, after sharing it with the calls that waited', async () => {
    let loads = 0;
    const get = cached(async () => ({ ok: ++loads > 1, loads }), { keep: (value) => value.ok });
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(first).toEqual({ ok: false, loads: 1 });
    expect(await get()).toEqual({ ok: true, loads: 2 });
    expect(await get()).toEqual({ ok: true, loads: 2 });
  });
});

describe('createCache', () => {
  it('keeps each key apart, and loads again when the clock moved back past the lifetime', () => {
    let at = 10_000;
    const cache = createCache<string, number>({ lifetimeMs: 1000, now: () => at });
    let loads = 0;
    const load = () => ++loads;
    expect(cache.get('a', load)).toBe(1);
    expect(cache.get('b', load)).toBe(2);
    expect(cache.get('a', load)).toBe(1);
    at = 9_001;
    expect(cache.get('a', load)).toBe(1);
    at = 9_000;
    expect(cache.get('a', load)).toBe(3);
  });

  it('takes the caller’s own time', () => {
    const cache = createCache<string, number>({ lifetimeMs: 1000 });
    let loads = 0;
    expect(cache.get('a', () => ++loads, 0)).toBe(1);
    expect(cache.get('a', () => ++loads, 999)).toBe(1);
    expect(cache.get('a', () => ++loads, 1000)).toBe(2);
  });

  it('a failed load does not drop the newer entry that replaced it', async () => {
    let at = 0;
    const cache = createCache<string, Promise<string>>({ lifetimeMs: 10, now: () => at });
    let reject: (error: Error) => void = () => undefined;
    const failing = cache.get('a', () => new Promise((_, no) => (reject = no)));
    at = 20;
    const newer = cache.get('a', async () => 'newer');
    reject(new Error('late'));
    await expect(failing).rejects.toThrow('late');
    expect(await cache.get('a', async () => 'unused')).toBe(await newer);
  });

  it('forgets a key, or all of them', () => {
    const cache = createCache<string, number>();
    let loads = 0;
    cache.get('a', () => ++loads);
    cache.get('b', () => ++loads);
    cache.delete('a');
    expect(cache.get('a', () => ++loads)).toBe(3);
    expect(cache.get('b', () => ++loads)).toBe(2);
    cache.clear();
    expect(cache.get('b', () => ++loads)).toBe(4);
  });
});

describe('derivedFrom', () => {
  it('works a value out once per object', () => {
    let runs = 0;
    const size = derivedFrom((list: number[]) => {
      runs += 1;
      return list.length;
    });
    const one = [1, 2];
    expect(size(one)).toBe(2);
    expect(size(one)).toBe(2);
    expect(size([1, 2, 3])).toBe(3);
    expect(runs).toBe(2);
  });
});
