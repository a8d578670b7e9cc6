import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { pathDetails } from '../../../shared/catalogue/path-details';
import { findPath, learningPaths } from '../../../shared/catalogue/paths';
import { findCourse } from '../../../shared/catalogue/courses';
import { pathCourses } from '../../../shared/catalogue/path-courses';

const decode = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('/learning-path/{id} with a flowchart', () => {
  it.each(Object.keys(pathDetails))('renders %s as the spec details it', async (id) => {
    const detail = pathDetails[id];
    const path = findPath(id);
    if (!detail || !path) throw new Error(`missing data for ${id}`);
    const page = await renderPage(`/learning-path/${id}`);
    const html = decode(page.html);
    expect(page.meta.status).toBeUndefined();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${detail.title}</h1>`));
    expect(html).toContain(detail.description);
    expect(html).toContain('I know:');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Nothing<\/button>/);
    for (const label of detail.prerequisites.slice(1)) {
      expect(html).toContain(`aria-pressed="false"`);
      expect(html).toContain(`>${label}</button>`);
    }
    // Flowchart: every step in order, dashed connectors in percent coordinates.
    let last = -1;
    for (const step of detail.steps) {
      const at = html.indexOf(step.title);
      expect(at).toBeGreaterThan(last);
      last = at;
      expect(html).toContain(`left:${step.x}%;top:${step.y}%`);
    }
    expect(html).toContain('viewBox="0 0 100 100"');
    expect(html).toContain('preserveAspectRatio="none"');
    expect(html).toContain('class="flow-connector"');
    expect(html).toContain('vector-effect="non-scaling-stroke"');
    expect(html).toContain('max-w-[1000px]');
    expect(html).toContain('md:h-[600px]');
    const connections = detail.steps.reduce((n, step) => n + step.connections.length, 0);
    expect(html.match(/class="flow-connector"/g)).toHaveLength(connections);
    const { taught } = pathCourses(path);
    for (const course of taught) {
      expect(html).toContain(course.title);
      expect(html).toContain(`${course.hours} hours`);
      expect(html).toContain(course.instructor);
      expect(html).toContain(`href="/course/${course.id}"`);
    }
    for (const place of detail.cardPlacements) {
      expect(html).toContain(`left:${place.x}%;top:${place.y}%`);
    }
    // One count: the hero's, the roadmap's cards and their links all say the same number.
    expect(html).toContain(`${taught.length} courses</li>`);
    expect(html.match(/More details/g)).toHaveLength(taught.length);
    expect(html).not.toContain('Not taught here yet');
    expect(html).toMatch(
      new RegExp(`href="/course/${path.courseIds[0]}"[^>]*>Start Learning Path`),
    );
    expect(html).toMatch(/href="\/learning-paths"[^>]*>Browse All Paths/);
  });
});

describe('/learning-path/{id} without a flowchart', () => {
  it('renders every other listed path', async () => {
    const plain = learningPaths.filter((path) => !(path.id in pathDetails));
    expect(plain).toHaveLength(25);
    for (const path of plain) {
      const page = await renderPage(`/learning-path/${path.id}`);
      expect(page.meta.status).toBeUndefined();
      expect(page.html.match(/<h1/g)).toHaveLength(1);
      expect(page.html).not.toContain('I know:');
    }
  });

  it('shows description, skills and the courses that teach the path', async () => {
    const path = findPath('cka');
    if (!path) throw new Error('cka missing');
    const page = await renderPage('/learning-path/cka');
    const html = decode(page.html);
    expect(page.meta.title).toContain(path.title);
    expect(html).toContain(path.title);
    expect(html).toContain(path.subtitle ?? '');
    expect(html).toContain(path.description);
    expect(html).toContain(path.duration);
    expect(html).toContain(`${pathCourses(path).taught.length} courses</li>`);
    for (const skill of path.skills) expect(html).toContain(skill);
    // The Kubernetes course teaches no kubeadm install or etcd restore: no skill promises them.
    expect(path.skills.join(' ')).not.toMatch(/kubeadm|etcd/);
    for (const id of path.courseIds) {
      expect(html).toContain(findCourse(id)?.title ?? id);
      expect(html).toContain(`href="/course/${id}"`);
    }
    expect(html).toMatch(
      new RegExp(`href="/course/${path.courseIds[0]}"[^>]*>Start Learning Path`),
    );
    expect(html).toMatch(/href="\/learning-paths"[^>]*>Browse All Paths/);
  });
});

describe('/learning-path/{unknown}', () => {
  it('answers 404 with the not-found state', async () => {
    const page = await renderPage('/learning-path/nope');
    expect(page.meta.status).toBe(404);
    expect(page.meta.title).toBe('Learning Path Not Found');
    expect(page.html).toContain('Learning Path Not Found</h1>');
    expect(page.html).toMatch(/href="\/learning-paths"[^>]*>.*Back to Learning Paths/);
  });
});
