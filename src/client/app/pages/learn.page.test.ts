import { describe, expect, it } from 'vitest';
import { providePreviewLesson } from '../../features/learn/preview-lesson';
import { matchRoute } from '../routes';
import { page } from './learn.page';

const COURSE = 'docker-fundamentals';

async function metaOf(pathname: string) {
  const route = matchRoute(pathname);
  await page.prepare?.(route);
  return page.meta(route);
}

describe('the learn pages meta', () => {
  it('makes the free preview a page of its own for search: its title and summary, indexable', async () => {
    providePreviewLesson({
      courseId: COURSE,
      moduleId: 'docker-1',
      id: 'docker-1-1',
      title: 'Why containers',
      minutes: 12,
      summary: 'What a container is and why teams ship them.',
      html: '<p>Containers share the kernel.</p>',
      finished: false,
      previous: null,
      next: null,
    });
    const meta = await metaOf(`/learn/${COURSE}/docker-1-1`);
    expect(meta.title).toMatch(/^.+ · Docker/);
    expect(meta.title.startsWith('docker-1-1')).toBe(false);
    expect(meta.description).toBe('What a container is and why teams ship them.');
    expect(meta.noindex).toBeUndefined();
    expect(meta.status).toBeUndefined();
  });

  it('keeps every other learn page out of search', async () => {
    for (const path of [
      `/learn/${COURSE}`,
      `/learn/${COURSE}/docker-1-2`,
      `/learn/${COURSE}/docker-1-quiz`,
    ]) {
      expect((await metaOf(path)).noindex, path).toBe(true);
    }
    expect((await metaOf(`/learn/${COURSE}/nope`)).status).toBe(404);
  });
});
