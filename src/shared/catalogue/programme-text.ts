import type { ProgrammeText } from './text-overrides';
import type { ProgrammeDetails } from './types';

// Apart from text-overrides.ts, which most pages load: only a programme's own words use it.

/** The programme with the words `text` gives (its outcomes keep their labs), if any. */
export function withProgrammeText<Details extends ProgrammeDetails>(
  programme: Details,
  text: ProgrammeText | undefined,
): Details {
  if (!text) return programme;
  return {
    ...programme,
    description: text.description,
    outcomes: programme.outcomes.map((outcome, index) => ({
      ...outcome,
      text: text.outcomes[index] ?? outcome.text,
    })),
    moduleTitles: programme.moduleTitles.map((title, index) => text.moduleTitles[index] ?? title),
  };
}
