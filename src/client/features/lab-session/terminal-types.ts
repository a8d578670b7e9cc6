/**
 * What the session page needs of a terminal emulator: xterm.js in the browser
 * (xterm-screen.ts, loaded only when a session opens), a fake in component tests.
 */
export interface TerminalScreen {
  write(data: string): void;
  /** Keystrokes (and pastes) the learner types. */
  onInput(listener: (data: string) => void): void;
  /**
   * Pastes text as the learner's own paste would (bracketed when the shell asks for it, so a
   * shell waits for Enter), through the `onInput` listeners.
   */
  paste(text: string): void;
  /** Fits the grid to its element; the size it now has. */
  fit(): { cols: number; rows: number };
  /** Draws every row again (after the element was hidden, or off the screen). */
  refresh(): void;
  focus(): void;
  dispose(): void;
}

export interface ScreenOptions {
  /** CSS pixels; at least 13 so the terminal stays readable on a phone. */
  fontSize: number;
}

export type OpenScreen = (element: HTMLElement, options: ScreenOptions) => Promise<TerminalScreen>;
