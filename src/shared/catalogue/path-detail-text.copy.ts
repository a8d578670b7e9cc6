import type { Overrides, PathDetailId, PathDetailText } from './text-overrides';

/** The path details' English words are their own (path-details.ts): nothing to lay over them. */
export const PATH_DETAIL_TEXT: Overrides<PathDetailId, PathDetailText> = {};
