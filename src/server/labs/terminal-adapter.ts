import type { SandboxTerminal } from './lab-driver';

/** A driver's interactive process (a pty, an exec stream) before the common rules apply. */
export interface TerminalProcess {
  write(data: string): void;
  onData(listener: (data: string) => void): void;
  onExit(listener: (code: number) => void): void;
  resize(cols: number, rows: number): void;
  /** Ends the process; called at most once. */
  close(): void;
}

/**
 * The SandboxTerminal of a process: after close() writes and resizes are dropped (the process
 * may be gone) and a second close() does nothing; a size under 2×2 is raised to it, which
 * every terminal accepts.
 */
export function sandboxTerminal(process: TerminalProcess): SandboxTerminal {
  let closed = false;
  return {
    write: (data) => {
      if (!closed) process.write(data);
    },
    onData: (listener) => {
      process.onData(listener);
    },
    onExit: (listener) => {
      process.onExit(listener);
    },
    resize: ({ cols, rows }) => {
      if (!closed) process.resize(Math.max(2, cols), Math.max(2, rows));
    },
    close: () => {
      if (closed) return;
      closed = true;
      process.close();
    },
  };
}
