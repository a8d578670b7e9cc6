import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import type { ScreenOptions, TerminalScreen } from './terminal-types';

/** xterm.js behind the TerminalScreen interface. Imported dynamically (terminal-screen.ts) only. */
export function openXterm(element: HTMLElement, { fontSize }: ScreenOptions): TerminalScreen {
  const terminal = new Terminal({
    fontSize,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    cursorBlink: true,
    scrollback: 5000,
    // Dark slate, like the code blocks of the steps beside it.
    theme: { background: '#0f172a', foreground: '#e2e8f0', cursor: '#e2e8f0' },
  });
  // Tab completes in the shell, so the terminal would keep the keyboard for good: Shift+Tab is
  // left to the browser, which moves the focus back out (the page says so under the terminal).
  terminal.attachCustomKeyEventHandler((event) => !(event.key === 'Tab' && event.shiftKey));
  const fitAddon = new FitAddon();
  terminal.loadAddon(fitAddon);
  terminal.open(element);
  const fit = () => {
    fitAddon.fit();
    return { cols: terminal.cols, rows: terminal.rows };
  };
  fit();
  return {
    write: (data) => terminal.write(data),
    onInput: (listener) => {
      terminal.onData(listener);
    },
    paste: (text) => terminal.paste(text),
    fit,
    refresh: () => terminal.refresh(0, terminal.rows - 1),
    focus: () => terminal.focus(),
    dispose: () => terminal.dispose(),
  };
}
