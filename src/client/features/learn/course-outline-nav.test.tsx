// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setupDom } from '../../../../tests/helpers/dom';
import { courseItems } from '../../../shared/catalogue/course-items';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import { CourseOutlineNav } from './course-outline-nav';
import { LabItemView } from './lab-item-view';
import { shellOutline, withFinished } from './learn-paths';

const COURSE = 'linux-system-administration';
const LAB = 'linux-find-and-organise-files';
const modules = curriculumFor(COURSE);
const shell = shellOutline(COURSE, 'Linux System Administration', modules, courseItems(modules));

const dom = setupDom();

describe('CourseOutlineNav', () => {
  it('lists a lab after its module’s lessons, linking to its session page with its minutes', async () => {
    const onOpen = vi.fn<(itemId: string) => void>();
    await dom.hydrate(
      <CourseOutlineNav
        outline={withFinished(shell, LAB, 4)}
        currentId={null}
        progressKnown
        onOpen={onOpen}
      />,
    );
    const links = [...dom.container.querySelectorAll('nav a')];
    const hrefs = links.map((a) => a.getAttribute('href'));
    const lab = links.find((a) => a.getAttribute('href') === `/labs/${LAB}/session`);
    expect(lab?.textContent).toContain('Find and organise files from the shell');
    expect(lab?.textContent).toContain('Lab · 20 min');
    expect(lab?.textContent).toContain('(finished)');
    expect(lab?.querySelectorAll('svg')).toHaveLength(2); // the tick and the flask
    expect(hrefs.indexOf(`/labs/${LAB}/session`)).toBe(
      hrefs.indexOf(`/learn/${COURSE}/linux-1-7`) + 1,
    );
    expect(hrefs.indexOf(`/learn/${COURSE}/linux-1-quiz`)).toBe(
      hrefs.indexOf(`/labs/${LAB}/session`) + 1,
    );

    // A plain click on a lab is a real page load: the player does not take it over.
    let followed = false;
    const stopNavigation = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load another page
    };
    document.addEventListener('click', stopNavigation);
    lab?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    document.removeEventListener('click', stopNavigation);
    expect(onOpen).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});

describe('LabItemView', () => {
  const item = {
    kind: 'lab' as const,
    id: LAB,
    title: 'Find and organise files from the shell',
    minutes: 20,
    finished: false,
    preview: false,
  };

  it('sends the learner to the lab’s own page, and says when it is passed', async () => {
    await dom.hydrate(<LabItemView item={item} />);
    const link = dom.container.querySelector(`a[href="/labs/${LAB}/session"]`);
    expect(link?.textContent).toBe('Open lab');
    expect(dom.container.textContent).toContain('Hands-on lab · 20 min');
    expect(dom.container.textContent).not.toContain('You passed this lab.');

    dom.unmount();
    await dom.hydrate(<LabItemView item={{ ...item, finished: true }} />);
    expect(dom.container.textContent).toContain('You passed this lab.');
    expect(dom.container.querySelector(`a[href="/labs/${LAB}/session"]`)?.textContent).toBe(
      'Open the lab again',
    );
  });
});
