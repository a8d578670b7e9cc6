/** Pure rotation logic for the looping mentor carousel (indices always wrap around). */

function wrap(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrap(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrap(current - 1, count);
}

/** Every index once, starting at `start` and wrapping: visibleOrder(4, 2) → [2, 3, 0, 1]. */
export function visibleOrder(count: number, start: number): number[] {
  const first = wrap(start, count);
  return Array.from({ length: Math.max(0, count) }, (_, offset) => wrap(first + offset, count));
}

/** Which 'rotated position' a card is in decides from which screen width it shows (1, 2 or 4 per view). */
export function slideVisibilityClass(position: number): string {
  if (position === 0) return 'block';
  if (position === 1) return 'hidden sm:block';
  return 'hidden lg:block';
}

export const AUTOPLAY_MS = 5000;
