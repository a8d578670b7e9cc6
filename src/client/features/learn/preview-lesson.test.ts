// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adoptPrerenderedPreview, LESSON_BODY_ATTRIBUTE, previewLesson } from './preview-lesson';

const item = { id: 'docker-1-1', moduleId: 'docker-1', title: 'What is Docker', minutes: 12 };

describe('the prerendered preview', () => {
  it('is adopted from the page before hydration, body as shown', () => {
    const root = document.createElement('div');
    root.innerHTML = `<article><div ${LESSON_BODY_ATTRIBUTE}="docker-1-1"><p>Containers share the kernel.</p></div></article>`;
    expect(previewLesson('docker-fundamentals', 'docker-1-1')).toBeUndefined();
    adoptPrerenderedPreview('docker-fundamentals', item, root);
    expect(previewLesson('docker-fundamentals', 'docker-1-1')).toMatchObject({
      id: 'docker-1-1',
      title: 'What is Docker',
      minutes: 12,
      html: '<p>Containers share the kernel.</p>',
      finished: false,
    });
  });

  it('is not invented when the page has no body for that item', () => {
    const root = document.createElement('div');
    root.innerHTML = `<div ${LESSON_BODY_ATTRIBUTE}="docker-1-2"><p>Other.</p></div>`;
    adoptPrerenderedPreview('kubernetes-basics', { ...item, id: 'k8s-1-1' }, root);
    expect(previewLesson('kubernetes-basics', 'k8s-1-1')).toBeUndefined();
    expect(previewLesson('kubernetes-basics', null)).toBeUndefined();
  });
});
