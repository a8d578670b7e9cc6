import type { Overrides, PathId, PathText } from './text-overrides';

/** The paths' English words are the catalogue's own (paths.ts): nothing to lay over them. */
export const PATH_TEXT: Overrides<PathId, PathText> = {};
