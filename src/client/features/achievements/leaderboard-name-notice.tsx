import { localePath } from '../../i18n/locale-path';

/**
 * Told to a learner kept off the leaderboard for want of a name (nobody is shown under their
 * email handle), wherever they see their XP: the dashboard and /leaderboard.
 */
export function LeaderboardNameNotice({ className = '' }: { className?: string }) {
  return (
    <p
      className={`rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      You are not on the leaderboard:{' '}
      <a
        href={localePath('/profile')}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        add your name on your profile
      </a>
      . We never show learners under their email address.
    </p>
  );
}
