import { describe, expect, it } from 'vitest';
import { courseItems } from '../../../shared/catalogue/course-items';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import { shellOutline, splitLearnId, startItem, withFinished } from './learn-paths';

const modules = curriculumFor('docker-fundamentals');
const items = courseItems(modules);
const shell = shellOutline('docker-fundamentals', 'Docker Fundamentals', modules, items);

describe('the course items', () => {
  it('are each module’s lessons in order, then its quiz', () => {
    const notLabs = items.filter((item) => item.kind !== 'lab');
    expect(notLabs.slice(0, 7).map((item) => item.id)).toEqual([
      'docker-1-1',
      'docker-1-2',
      'docker-1-3',
      'docker-1-4',
      'docker-1-5',
      'docker-1-6',
      'docker-1-quiz',
    ]);
    expect(items.filter((item) => item.kind === 'quiz')).toHaveLength(modules.length);
    // Only the course's first lesson is the free preview.
    const previews = shell.modules.flatMap((m) => m.items).filter((item) => item.preview);
    expect(previews.map((item) => item.id)).toEqual(['docker-1-1']);
  });

  it('put a module’s labs after its lessons and before its quiz', () => {
    const items = courseItems([
      {
        id: 'linux-1',
        title: 'Getting Started with the Shell',
        lessons: [
          { title: 'First', minutes: 10 },
          { title: 'Second', minutes: 12 },
        ],
        labs: [
          { id: 'linux-lab-a', title: 'Lab A', minutes: 20 },
          { id: 'linux-lab-b', title: 'Lab B', minutes: 25 },
        ],
      },
    ]);
    expect(items.map((item) => [item.kind, item.id, item.minutes])).toEqual([
      ['lesson', 'linux-1-1', 10],
      ['lesson', 'linux-1-2', 12],
      ['lab', 'linux-lab-a', 20],
      ['lab', 'linux-lab-b', 25],
      ['quiz', 'linux-1-quiz', 0],
    ]);
  });

  it('split from a learn path id', () => {
    expect(splitLearnId('docker-fundamentals')).toEqual({
      courseId: 'docker-fundamentals',
      itemId: null,
    });
    expect(splitLearnId('docker-fundamentals/docker-1-quiz')).toEqual({
      courseId: 'docker-fundamentals',
      itemId: 'docker-1-quiz',
    });
  });
});

describe('where /learn/{course} opens', () => {
  it('is the last item opened while unfinished', () => {
    expect(startItem({ ...shell, lastItemId: 'docker-2-3', nextItemId: 'docker-1-1' })).toBe(
      'docker-2-3',
    );
  });

  it('is the next unfinished item once the last is finished, and the first when all are', () => {
    const finished = withFinished(shell, 'docker-1-1', 3);
    expect(finished.nextItemId).toBe('docker-1-2');
    expect(startItem({ ...finished, lastItemId: 'docker-1-1' })).toBe('docker-1-2');
    const all = items.reduce((outline, item) => withFinished(outline, item.id, 100), shell);
    expect(all.finished).toBe(items.length);
    expect(all.nextItemId).toBeNull();
    expect(startItem({ ...all, lastItemId: 'docker-3-2' })).toBe('docker-1-1');
  });
});
