// @vitest-environment jsdom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClipboard, fakeScreenWidth } from '../../../../tests/helpers/browser-fakes';
import { codeBlockHtml } from '../../../../tests/helpers/compiled-code';
import { fakeApi, settle, setupDom, toastTexts } from '../../../../tests/helpers/dom';
import { fakeScreen, fakeSockets } from '../../../../tests/helpers/fake-lab-terminal';
import { aLabSession, LAB, labFacts, shell } from '../../../../tests/helpers/lab-session-fixtures';
import { LabSessionView as SessionPage } from './lab-session-view';

/**
 * The live workspace's layouts (side by side, or two tabs on a phone) and what its code blocks
 * offer: Copy, and Run in terminal.
 */

const dom = setupDom();
const { container } = dom;
const { answer, json } = fakeApi();
const width = fakeScreenWidth();
const clipboard = fakeClipboard();

beforeAll(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterAll(() => {
  vi.useRealTimers();
});

const LOOK = "find /srv/inbox -type f -name '*.log'";
const MAKE = 'mkdir -p /srv/archive/logs /srv/archive/reports\nls -ld /srv/archive/*';

/** A live session whose first step has a one-line command, a two-line one and a file. */
async function open() {
  const steps = labFacts().steps.map((step) =>
    step.number === 1
      ? {
          ...step,
          html:
            '<p>Look first:</p>\n' +
            codeBlockHtml('bash', 'Bash', LOOK) +
            '<p>Then make both folders:</p>\n' +
            codeBlockHtml('bash', 'Bash', MAKE) +
            '<p>The paths, for the record:</p>\n' +
            codeBlockHtml('yaml', 'YAML', 'archive:\n  - /srv/archive/logs'),
        }
      : step,
  );
  answer('GET', `/api/labs/${LAB}`, () =>
    json(200, labFacts({ steps, session: aLabSession({ stepsPassed: [] }) })),
  );
  const screen = fakeScreen();
  const sockets = fakeSockets();
  window.history.replaceState(null, '', `/labs/${LAB}/session`);
  await dom.hydrate(
    <SessionPage
      shell={shell}
      go={() => undefined}
      isSignedIn={() => Promise.resolve(true)}
      openScreen={screen.openScreen}
      createSocket={sockets.createSocket}
      pollMs={10}
    />,
  );
  await settle();
  return { screen, sockets };
}

const buttons = (name: string) =>
  [...container.querySelectorAll('button')].filter(
    (candidate) => candidate.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
const button = (name: string) => {
  const [found] = buttons(name);
  if (!found) throw new Error(`no button ${name} in: ${container.textContent ?? ''}`);
  return found;
};
const tab = (name: string) => {
  const found = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`no tab ${name}`);
  return found;
};
/** The panel a tab controls, found through the tab's aria-controls as a screen reader does. */
const panelOf = (name: string) => {
  const panel = document.getElementById(tab(name).getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${name}`);
  expect(panel.getAttribute('role')).toBe('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab(name).id);
  return panel;
};
const terminalRegion = () => container.querySelector('[aria-label="Terminal"]');
const ranStatus = () =>
  terminalRegion()?.parentElement?.querySelector(':scope > [role="status"]')?.textContent;

describe('the lab workspace on a phone', () => {
  it('shows Steps and Terminal as two tabs, the step to do above the terminal, drawn when shown', async () => {
    width.set(390);
    const { screen } = await open();
    const tablist = container.querySelector('[role="tablist"]');
    expect(tablist?.getAttribute('aria-label')).toBe('Lab');
    expect(
      [...(tablist?.querySelectorAll('[role="tab"]') ?? [])].map((t) => t.textContent),
    ).toEqual(['Steps', 'Terminal']);
    expect(tab('Steps').getAttribute('aria-selected')).toBe('true');
    expect(tab('Terminal').getAttribute('aria-selected')).toBe('false');
    expect(panelOf('Steps').hidden).toBe(false);
    expect(panelOf('Steps').textContent).toContain('Make the target folders');
    expect(panelOf('Terminal').hidden).toBe(true);
    expect(panelOf('Terminal').contains(terminalRegion())).toBe(true);
    expect(container.textContent).not.toContain('Hide steps');
    // Hidden, the screen is not drawn (it has no size); it is the moment it is shown.
    expect(screen.state.opened).toBe(1);
    expect(screen.state.refreshed).toBe(0);

    await settle(() => tab('Terminal').click());
    expect(tab('Terminal').getAttribute('aria-selected')).toBe('true');
    expect(tab('Steps').getAttribute('aria-selected')).toBe('false');
    expect(panelOf('Terminal').hidden).toBe(false);
    expect(panelOf('Steps').hidden).toBe(true);
    expect(screen.state.refreshed).toBe(1);
    expect(panelOf('Terminal').textContent).toContain('Step 1 of 3Make the target folders');

    // The arrow keys move between the tabs, as every tab list on the site does.
    await settle(() =>
      tab('Terminal').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }),
      ),
    );
    expect(tab('Steps').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Steps'));
    await settle(() =>
      tab('Steps').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      ),
    );
    expect(tab('Terminal').getAttribute('aria-selected')).toBe('true');
    expect(screen.state.refreshed).toBe(2);

    // "Read step" goes back to the step's text, scrolled to it.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      await settle(() => button('Read step 1').click());
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
    expect(tab('Steps').getAttribute('aria-selected')).toBe('true');
    // The step's heading: its number badge, then its name.
    expect(scrolled.map((element) => element.textContent)).toEqual([
      '1Step 1: Make the target folders',
    ]);
  });

  it('keeps the side-by-side layout at 640 px and wider, and the same terminal when the screen turns', async () => {
    width.set(1280);
    const { screen, sockets } = await open();
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('[role="tabpanel"]')).toBeNull();
    expect(container.querySelector('[hidden]')).toBeNull();
    expect(button('Hide steps0 of 3 passed').getAttribute('aria-expanded')).toBe('true');
    expect(container.textContent).not.toContain('Step 1 of 3');
    expect(screen.state.refreshed).toBe(1);

    await settle(() => width.set(639));
    expect(tab('Steps').getAttribute('aria-selected')).toBe('true');
    expect(panelOf('Terminal').hidden).toBe(true);
    await settle(() => width.set(640));
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('[hidden]')).toBeNull();
    // One screen and one connection throughout: turning the phone does not reconnect.
    expect(screen.state.opened).toBe(1);
    expect(sockets.sockets).toHaveLength(1);
  });
});

describe("a lab step's code blocks", () => {
  it('types a one-line command into the terminal with Enter, and pastes a longer block without it', async () => {
    width.set(1280);
    const { sockets } = await open();
    const socket = sockets.sockets[0];
    await settle(() => socket?.open());
    const before = socket?.sent.length ?? 0;
    // Commands get a way to the terminal; the YAML (a file's text) only a Copy button.
    expect(buttons('Run in terminal')).toHaveLength(1);
    expect(buttons('Paste in terminal')).toHaveLength(1);
    expect(buttons('Copy code')).toHaveLength(3);
    const yaml = container.querySelector('figure[data-lang="yaml"]');
    expect(yaml?.querySelectorAll('button')).toHaveLength(1);

    await settle(() => button('Run in terminal').click());
    expect(socket?.sent.slice(before)).toEqual([LOOK, '\r']);
    expect(ranStatus()).toBe(`Sent to the terminal: ${LOOK}`);

    await settle(() => button('Paste in terminal').click());
    expect(socket?.sent.slice(before + 2)).toEqual([MAKE.replace('\n', '\r')]);
    expect(ranStatus()).toBe('Pasted into the terminal. Press Enter in the terminal to run it.');

    await settle(() => buttons('Copy code')[1]?.click());
    expect(clipboard.written).toEqual([MAKE]);
  });

  it('on a phone, shows the Terminal tab with the command run in it', async () => {
    width.set(390);
    const { screen, sockets } = await open();
    const socket = sockets.sockets[0];
    await settle(() => socket?.open());
    await settle(() => button('Run in terminal').click());
    expect(tab('Terminal').getAttribute('aria-selected')).toBe('true');
    expect(panelOf('Terminal').hidden).toBe(false);
    expect(screen.state.refreshed).toBe(1);
    expect(socket?.sent.slice(-2)).toEqual([LOOK, '\r']);
    // The button went away with the Steps tab: the focus goes to the tab now on show.
    expect(document.activeElement).toBe(tab('Terminal'));
  });

  it('says that nothing was sent while the terminal is not connected', async () => {
    width.set(1280);
    const { sockets } = await open();
    act(() => button('Run in terminal').click());
    await settle();
    expect(sockets.sockets[0]?.sent).toEqual([]);
    expect(toastTexts()).toEqual([
      {
        title: 'Nothing was sent to the terminal',
        description: 'The terminal is not connected. Wait until it says Connected, then try again.',
        variant: 'destructive',
      },
    ]);
    expect(ranStatus()).toBe('');
  });
});
