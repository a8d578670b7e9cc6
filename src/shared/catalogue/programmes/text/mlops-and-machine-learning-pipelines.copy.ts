import type { ProgrammeText } from '../../text-overrides';

/** The programme's English words are the catalogue's own: nothing to lay over them. */
export const PROGRAMME_TEXT: ProgrammeText | undefined = undefined;
