// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { settle, setupDom } from '../../../tests/helpers/dom';
import { loadKey, useApiLoad } from './use-api-load';

const { container, render, unmount } = setupDom();

/** Answers each asked key when the test says so. */
function answers() {
  const waiting = new Map<string, (text: string) => void>();
  const asked: string[] = [];
  return {
    asked,
    load: (key: string) =>
      new Promise<string>((resolve) => {
        asked.push(key);
        waiting.set(key, resolve);
      }),
    answer: (key: string, text: string) => waiting.get(key)?.(text),
  };
}

function Shown({ id, load }: { id: string | null; load: (key: string) => Promise<string> }) {
  const [text, setText] = useState('loading');
  useApiLoad(id, () => load(id ?? ''), setText);
  return <p>{text}</p>;
}

describe('useApiLoad', () => {
  it('asks once per key, and never for a null key', async () => {
    const api = answers();
    await render(<Shown id={null} load={api.load} />);
    expect(api.asked).toEqual([]);
    unmount();
    await render(<Shown id="a" load={api.load} />);
    await settle(() => api.answer('a', 'answer a'));
    expect(container.textContent).toBe('answer a');
    expect(api.asked).toEqual(['a']);
  });

  it('drops the answer to a key it has moved on from', async () => {
    const api = answers();
    function Switching() {
      const [id, setId] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setId('b')}>
            b
          </button>
          <Shown id={id} load={api.load} />
        </>
      );
    }
    await render(<Switching />);
    await settle(() => container.querySelector('button')?.click());
    await settle(() => api.answer('b', 'answer b'));
    await settle(() => api.answer('a', 'answer a'));
    expect(api.asked).toEqual(['a', 'b']);
    expect(container.querySelector('p')?.textContent).toBe('answer b');
  });
});

describe('loadKey', () => {
  it('keeps lists of values apart', () => {
    expect(loadKey('a|b', 1)).not.toBe(loadKey('a', 'b|1'));
    expect(loadKey('x', 2)).toBe(loadKey('x', 2));
  });
});
