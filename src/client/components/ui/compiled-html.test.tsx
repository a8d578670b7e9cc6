// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClipboard } from '../../../../tests/helpers/browser-fakes';
import { codeBlockHtml } from '../../../../tests/helpers/compiled-code';
import { settle, setupDom } from '../../../../tests/helpers/dom';
import { buttonByText } from '../../../../tests/helpers/queries';
import { CompiledHtml } from './compiled-html';

const dom = setupDom();
const { container } = dom;
const clipboard = fakeClipboard();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const LESSON =
  '<p>Start a container and look at it:</p>\n' +
  codeBlockHtml(
    'bash',
    'Bash',
    "docker run -d --name web -p 8080:80 nginx:1.27\ndocker ps --filter 'name=web'",
  ) +
  '<p>Its Compose file:</p>\n' +
  codeBlockHtml('yaml', 'YAML', 'services:\n  web:\n    image: nginx:1.27 # <pinned>');

const copyButtons = () =>
  [...container.querySelectorAll('button')].filter((b) => b.textContent === 'Copy code');
/** The announcement beside a block's Copy button. */
const announced = (index: number) =>
  container.querySelectorAll('[data-code-actions] [role="status"][aria-live="polite"]')[index]
    ?.textContent;

describe('compiled HTML with code blocks', () => {
  it('is prerendered as the compiled HTML, and gets a Copy code button per block once hydrated', async () => {
    const html = LESSON;
    const prerendered = await dom.hydrate(<CompiledHtml html={html} className="prose" />);
    expect(prerendered).toContain(html);
    expect(prerendered).not.toContain('<button');
    const buttons = copyButtons();
    expect(buttons).toHaveLength(2);
    // Each button is a real button, named by what it copies, on its block's caption line.
    expect(
      buttons.map((b) => b.closest('figure')?.querySelector('figcaption')?.textContent),
    ).toEqual(['Bash', 'YAML']);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
  });

  it('copies the block as it was written, and announces Copied for a while', async () => {
    await dom.render(<CompiledHtml html={LESSON} />);
    await settle(() => copyButtons()[0]?.click());
    expect(clipboard.written).toEqual([
      "docker run -d --name web -p 8080:80 nginx:1.27\ndocker ps --filter 'name=web'",
    ]);
    expect(announced(0)).toBe('Copied');
    expect(announced(1)).toBe('');
    await settle(() => copyButtons()[1]?.click());
    expect(clipboard.written.at(-1)).toBe('services:\n  web:\n    image: nginx:1.27 # <pinned>');
    await settle(() => vi.advanceTimersByTime(3000));
    expect(announced(0)).toBe('');
    expect(announced(1)).toBe('');
  });

  it('says honestly that nothing was copied when the browser refuses the clipboard', async () => {
    await dom.render(<CompiledHtml html={LESSON} />);
    clipboard.refuse();
    await settle(() => copyButtons()[0]?.click());
    expect(clipboard.written).toEqual([]);
    expect(announced(0)).toBe(
      'Not copied: this browser did not allow it. Select the code and copy it yourself.',
    );
    expect(container.textContent).not.toContain('Copied');
  });

  it('says the same where the page has no clipboard at all', async () => {
    await dom.render(<CompiledHtml html={LESSON} />);
    clipboard.remove();
    await settle(() => copyButtons()[1]?.click());
    expect(announced(1)).toBe(
      'Not copied: this browser did not allow it. Select the code and copy it yourself.',
    );
  });

  it('gives new HTML its own buttons, and offers extra actions beside Copy', async () => {
    function Switcher() {
      const [html, setHtml] = useState(LESSON);
      return (
        <>
          <button type="button" onClick={() => setHtml(codeBlockHtml('bash', 'Bash', 'uptime'))}>
            Next lesson
          </button>
          <CompiledHtml
            html={html}
            actions={(block) =>
              block.lang === 'bash' ? <span>Extra for {block.code}</span> : null
            }
          />
        </>
      );
    }
    await dom.render(<Switcher />);
    expect(copyButtons()).toHaveLength(2);
    expect(container.textContent).toContain('Extra for docker run');
    await settle(() => buttonByText(container, 'Next lesson').click());
    expect(copyButtons()).toHaveLength(1);
    expect(container.querySelectorAll('[data-code-actions]')).toHaveLength(1);
    expect(container.textContent).toContain('Extra for uptime');
    expect(container.textContent).not.toContain('Extra for docker run');
  });
});
