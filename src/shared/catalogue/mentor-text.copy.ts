import type { MentorName, MentorText, Overrides } from './text-overrides';

/** The mentors' English words are the catalogue's own (mentors.ts): nothing to lay over them. */
export const MENTOR_TEXT: Overrides<MentorName, MentorText> = {};
