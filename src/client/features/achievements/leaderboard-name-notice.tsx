import { localePath } from '../../i18n/locale-path';
import { achievementsCopy } from './achievements.copy';

const copy = achievementsCopy.nameNotice;

/**
 * Told to a learner kept off the leaderboard for want of a name (nobody is shown under their
 * email handle), wherever they see their XP: the dashboard and /leaderboard.
 */
export function LeaderboardNameNotice({ className = '' }: { className?: string }) {
  return (
    <p
      className={`rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      {copy.before}
      <a
        href={localePath('/profile')}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {copy.link}
      </a>
      {copy.after}
    </p>
  );
}
