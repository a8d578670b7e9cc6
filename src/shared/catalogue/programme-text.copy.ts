import type { Overrides, ProgrammeSlug, ProgrammeText } from './text-overrides';

/** The programmes' English words are the catalogue's own (programmes.ts): nothing to lay over them. */
export const PROGRAMME_TEXT: Overrides<ProgrammeSlug, ProgrammeText> = {};
