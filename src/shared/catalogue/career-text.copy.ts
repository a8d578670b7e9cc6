import type { CareerText } from './text-overrides';

/** The careers page's English words are the catalogue's own (careers.ts): nothing to lay over them. */
export const CAREER_TEXT: CareerText = {};
