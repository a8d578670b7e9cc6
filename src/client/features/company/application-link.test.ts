import { describe, expect, it } from 'vitest';
import { positions } from '../../../shared/catalogue/careers';
import { applicationHref, findPosition } from './application-link';

describe('applicationHref', () => {
  it("points to the position's application form", () => {
    expect(applicationHref('frontend-engineer')).toBe('/careers/apply/frontend-engineer');
  });

  it('encodes characters that would break the path', () => {
    expect(applicationHref('qa/release engineer')).toBe('/careers/apply/qa%2Frelease%20engineer');
  });
});

describe('findPosition', () => {
  it('finds every open position by its id, and nothing else', () => {
    for (const position of positions) expect(findPosition(position.id)).toBe(position);
    expect(findPosition('ceo')).toBeUndefined();
    expect(findPosition('')).toBeUndefined();
  });
});
