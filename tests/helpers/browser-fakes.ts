import { afterEach, beforeEach } from 'vitest';

/**
 * Browser features jsdom lacks, faked at their API for the tests of one file (call these at the
 * top of a jsdom test file: they register their own hooks and take themselves away afterwards).
 */

/**
 * `navigator.clipboard`: records what the page writes. `refuse()` makes writes fail as a browser
 * that denies the permission does; `remove()` takes the clipboard away, as a page served over
 * plain http to another host has none. Each test starts with a clipboard that accepts.
 */
export function fakeClipboard() {
  const written: string[] = [];
  let mode: 'accept' | 'refuse' | 'absent' = 'accept';
  const clipboard = {
    writeText(text: string): Promise<void> {
      if (mode === 'refuse') {
        return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      }
      written.push(text);
      return Promise.resolve();
    },
  };
  beforeEach(() => {
    written.length = 0;
    mode = 'accept';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      get: () => (mode === 'absent' ? undefined : clipboard),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });
  return {
    written,
    refuse() {
      mode = 'refuse';
    },
    remove() {
      mode = 'absent';
    },
  };
}

/** `(min-width: 40rem)` and the like, for a screen `width` CSS pixels wide (1rem = 16px). */
function widthMatches(query: string, width: number): boolean {
  const found = /^\((min|max)-width:\s*([\d.]+)(px|rem)\)$/.exec(query.trim());
  if (!found) return false;
  const [, side, amount, unit] = found;
  const limit = Number(amount) * (unit === 'rem' ? 16 : 1);
  return side === 'min' ? width >= limit : width <= limit;
}

/**
 * `window.matchMedia` for a screen of a given width: `set(width)` gives the screen its width
 * (the first call installs matchMedia) and tells the queries' listeners, as turning a phone or
 * resizing a window does. Without a call, the page sees no matchMedia at all, as before.
 */
export function fakeScreenWidth() {
  let width = 0;
  const listeners = new Set<() => void>();
  afterEach(() => {
    listeners.clear();
    Reflect.deleteProperty(window, 'matchMedia');
  });
  return {
    set(next: number) {
      width = next;
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          media: query,
          get matches() {
            return widthMatches(query, width);
          },
          addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: 'change', listener: () => void) =>
            listeners.delete(listener),
        }),
      });
      for (const listener of [...listeners]) listener();
    },
  };
}
