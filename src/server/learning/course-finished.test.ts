import { describe, expect, it } from 'vitest';
import { isCourseFinished, itemsOfCourse } from './course-finished';
import { itemKey } from '../content/course-items';
import { CERTIFICATE_STEPS } from '../../shared/schemas/certificate-rules';
import { testLab, testLearningContent } from '../../../tests/helpers/learning-content';

/**
 * The certificate rule as the pages state it (CERTIFICATE_STEPS, one phrase per kind of item)
 * against the rule the server issues certificates by: every item of the course, of every kind
 * the pages name and no other.
 */
describe('a finished course (what a certificate needs)', () => {
  const courseId = 'docker-fundamentals';
  const content = testLearningContent([courseId], {
    labs: [testLab('docker-finished-lab', courseId)],
  });
  const items = itemsOfCourse(content, courseId);
  const everything = new Set(items.map(itemKey));

  it('holds items of exactly the kinds the certificate rule names', () => {
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(Object.keys(CERTIFICATE_STEPS)),
    );
  });

  it('is finished with every item, and not without any one of them', () => {
    expect(isCourseFinished(content, courseId, everything)).toBe(true);
    for (const kind of Object.keys(CERTIFICATE_STEPS)) {
      const item = items.find((entry) => entry.kind === kind);
      if (!item) throw new Error(`the test course has no ${kind}`);
      const allBut = new Set([...everything].filter((key) => key !== itemKey(item)));
      expect(isCourseFinished(content, courseId, allBut), `without its ${kind}`).toBe(false);
    }
  });
});
