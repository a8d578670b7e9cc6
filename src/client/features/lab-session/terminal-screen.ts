import type { OpenScreen } from './terminal-types';

/**
 * The real screen, from its own chunk: xterm.js (about 90 KB gzipped) and its stylesheet load
 * only when a learner's session opens, never with the page's first view.
 */
export const openXtermScreen: OpenScreen = async (element, options) => {
  const { openXterm } = await import('./xterm-screen');
  return openXterm(element, options);
};
