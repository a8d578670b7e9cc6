import { useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { RetryAlert } from '../../components/ui/retry-alert';
import { ProgressBar } from '../../components/ui/progress-bar';
import { XP_POINTS } from '../../../shared/achievements/xp-rules';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import { formatDate, formatThousands } from '../../../shared/format/format';
import type { AchievementsView, EarnedBadgeView } from '../../../shared/schemas/achievements';
import { fetchAchievements } from './achievements-api';
import { LeaderboardNameNotice } from './leaderboard-name-notice';
import { localePath } from '../../i18n/locale-path';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; view: AchievementsView };

function BadgeTile({ badge }: { badge: EarnedBadgeView }) {
  const earned = badge.earnedAt !== null;
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border p-3 ${
        earned ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'
      }`}
    >
      <img
        src={badge.picture}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className={`size-12 shrink-0 ${earned ? '' : 'opacity-40 grayscale'}`}
      />
      <div className="min-w-0">
        <p className={`text-sm font-semibold ${earned ? 'text-slate-900' : 'text-slate-700'}`}>
          {badge.name}
        </p>
        <p className="text-sm text-slate-700">
          {badge.earnedAt ? `Earned ${formatDate(dhakaDay(new Date(badge.earnedAt)))}` : badge.rule}
        </p>
      </div>
    </li>
  );
}

/** The dashboard's achievements: loaded with its own chunk after the page's first view. */
export function AchievementsSection() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useApiLoad(String(attempt), fetchAchievements, (result) => {
    setLoaded(
      result.ok
        ? { state: 'ready', view: result.data }
        : { state: 'failed', message: result.message },
    );
  });

  return (
    <section aria-labelledby="achievements">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="achievements" className="text-2xl font-bold tracking-tight text-slate-900">
          Achievements
        </h2>
        <a
          href={localePath('/leaderboard')}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See the leaderboard
        </a>
      </div>
      {loaded.state === 'loading' ? (
        <p role="status" className="mt-4 text-base text-slate-700">
          Loading your achievements...
        </p>
      ) : loaded.state === 'failed' ? (
        <RetryAlert
          spaced
          onRetry={() => {
            setLoaded({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          We could not load your achievements. {loaded.message}
        </RetryAlert>
      ) : (
        <Achievements view={loaded.view} />
      )}
    </section>
  );
}

function Achievements({ view }: { view: AchievementsView }) {
  const earned = view.badges.filter((badge) => badge.earnedAt !== null);
  const waiting = view.badges.filter((badge) => badge.earnedAt === null);
  const isPath = (badge: EarnedBadgeView) => badge.id.startsWith('path-');
  const paths = waiting.filter(isPath);
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">Total XP</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{formatThousands(view.xp)}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">
            Level {view.level}: {view.levelName}
          </p>
          <div className="mt-3">
            <ProgressBar
              value={view.intoLevel}
              max={view.levelSize}
              label={`Progress to level ${view.level + 1}`}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {formatThousands(view.toNext)} XP to level {view.level + 1}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">Learning streak</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">
            {view.streakDays} {view.streakDays === 1 ? 'day' : 'days'}
          </p>
          <p className="mt-1 text-sm text-slate-700">Finish an item each day (Bangladesh time).</p>
        </div>
      </div>
      {view.leaderboardNeedsName ? <LeaderboardNameNotice className="mt-4" /> : null}
      <p className="mt-3 text-sm text-slate-700">
        Lesson {XP_POINTS.lesson} XP · Quiz passed {XP_POINTS.quiz} XP ({XP_POINTS.quizFirstTry} XP
        on the first try) · Lab passed {XP_POINTS.lab} XP. Each item counts once.
      </p>
      <h3 className="mt-6 text-lg font-bold text-slate-900">
        Badges earned ({earned.length} of {view.badges.length})
      </h3>
      {earned.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          None yet: finish your first lesson to earn one.
        </p>
      ) : (
        <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {earned.map((badge) => (
            <BadgeTile key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-bold text-slate-900">Not yet earned</h3>
      <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {waiting
          .filter((badge) => !isPath(badge))
          .map((badge) => (
            <BadgeTile key={badge.id} badge={badge} />
          ))}
      </ul>
      {paths.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Learning path badges: {paths.length} to earn
          </summary>
          <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {paths.map((badge) => (
              <BadgeTile key={badge.id} badge={badge} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
