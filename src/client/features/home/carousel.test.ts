import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, slideVisibilityClass, visibleOrder } from './carousel';

describe('mentor carousel rotation', () => {
  it('moves forward and loops from the last card to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('moves backward and loops from the first card to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(1, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('lists every card once, starting at the current one', () => {
    expect(visibleOrder(4, 0)).toEqual([0, 1, 2, 3]);
    expect(visibleOrder(4, 1)).toEqual([1, 2, 3, 0]);
    expect(visibleOrder(4, 3)).toEqual([3, 0, 1, 2]);
  });

  it('wraps out-of-range starts and copes with empty or single-card sets', () => {
    expect(visibleOrder(4, 5)).toEqual([1, 2, 3, 0]);
    expect(visibleOrder(4, -1)).toEqual([3, 0, 1, 2]);
    expect(visibleOrder(0, 2)).toEqual([]);
    expect(visibleOrder(1, 0)).toEqual([0]);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('shows 1 card on phones, 2 from sm and 4 from lg', () => {
    expect(slideVisibilityClass(0)).toBe('block');
    expect(slideVisibilityClass(1)).toBe('hidden sm:block');
    expect(slideVisibilityClass(2)).toBe('hidden lg:block');
    expect(slideVisibilityClass(3)).toBe('hidden lg:block');
  });
});
