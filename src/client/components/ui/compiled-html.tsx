import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CopyButton } from './copy-button';
import { uiCopy as copy } from './ui.copy';

/** A code block of compiled content: its text, as the learner would type it, and its language. */
export interface CodeBlock {
  code: string;
  /** The fence's language (`bash`, `yaml`…), `text` when it had none. */
  lang: string;
}

interface Enhanced {
  /** Where the block's buttons render: an element added to the block's figure. */
  host: HTMLElement;
  block: CodeBlock;
}

/**
 * The figure's caption line holds the buttons on its right; its height is kept by the page's
 * stylesheet from the first paint, so the buttons arriving with the script move nothing.
 */
const CODE_BLOCK_CLASSES =
  '[&_figure]:relative [&_figcaption]:flex [&_figcaption]:min-h-8 [&_figcaption]:items-center';

function enhance(root: HTMLElement): Enhanced[] {
  // The build wraps each fence as <figure class="code-block" data-lang><figcaption/><pre/>.
  return [...root.querySelectorAll<HTMLElement>('figure.code-block')].map((figure) => {
    const host = document.createElement('div');
    host.setAttribute('data-code-actions', '');
    host.className = 'absolute top-0 right-0 flex h-8 items-center gap-2';
    figure.append(host);
    return {
      host,
      block: {
        code: figure.querySelector('pre')?.textContent ?? '',
        lang: figure.getAttribute('data-lang') ?? 'text',
      },
    };
  });
}

/**
 * HTML compiled from Markdown at build time (lessons, lab steps), with a "Copy code" button on
 * each code block and any `actions` beside it. The HTML may be prerendered: the buttons are
 * added once the page has hydrated, into elements appended to each block's figure.
 */
export function CompiledHtml({
  html,
  className = '',
  attributes,
  actions,
}: {
  html: string;
  className?: string;
  /** Extra attributes of the element that holds the HTML (data markers). */
  attributes?: Record<string, string>;
  /** More buttons for a block, before its Copy button. */
  actions?: (block: CodeBlock) => ReactNode;
}) {
  const [blocks, setBlocks] = useState<Enhanced[]>([]);
  // A new element for new HTML (the key), so each element is enhanced once, when it attaches.
  const attach = useCallback((root: HTMLDivElement | null) => {
    if (!root) return;
    const found = enhance(root);
    setBlocks(found);
    return () => {
      for (const { host } of found) host.remove();
    };
  }, []);

  return (
    <>
      <div
        key={html}
        ref={attach}
        {...attributes}
        className={`${className} ${CODE_BLOCK_CLASSES}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {blocks.map(({ host, block }, index) =>
        createPortal(
          <>
            {actions?.(block)}
            <CopyButton text={() => block.code} what={copy.code} />
          </>,
          host,
          String(index),
        ),
      )}
    </>
  );
}
