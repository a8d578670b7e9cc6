import { chosenName } from '../schemas/account';
import { DISPLAY_NAME_MAX } from '../schemas/achievements';
import { defaultDisplayName } from './xp-rules';

/** Every name a learner could appear under on the leaderboard, and their email. */
export interface LearnerNames {
  /** The leaderboard name chosen on /profile (xp_totals.display_name); null until saved. */
  chosen: string | null;
  /** The profile's full name (profile.name). */
  profile: string | null;
  /** The account's name (better-auth's user.name). */
  account: string | null;
  email: string;
}

/**
 * True when `name` is no name of the learner's own: blank, an address, or the email's local part
 * (what accounts made before sign-up asked for a name were given as theirs). The leaderboard form
 * once offered that handle cut to the form's 40 characters, and some learners saved it.
 */
function isHandle(name: string, email: string): boolean {
  const text = name.trim();
  if (chosenName(text, email) === null || text.includes('@')) return true;
  const handle = email.split('@')[0] ?? '';
  return (
    [...text].length === DISPLAY_NAME_MAX &&
    handle.toLowerCase().slice(0, DISPLAY_NAME_MAX) === text.toLowerCase()
  );
}

/**
 * The name a learner appears under on the leaderboard, or null: then they are hidden from it
 * until they choose one, since nobody is shown under their email handle. A chosen leaderboard
 * name comes first; else the first name and last initial ("Tanvir R.") of the profile's name,
 * else of the account's, whichever is a name of their own.
 */
export function leaderboardName(names: LearnerNames): string | null {
  const { chosen, email } = names;
  if (chosen !== null && !isHandle(chosen, email)) return chosen.trim();
  for (const full of [names.profile, names.account]) {
    if (full === null || isHandle(full, email)) continue;
    const shown = defaultDisplayName(full);
    // A one-word name is shown whole (cut to 40 characters): it must not be the handle either.
    if (!isHandle(shown, email)) return shown;
  }
  return null;
}
