import { useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { RetryAlert } from '../../components/ui/retry-alert';
import { ProgressBar } from '../../components/ui/progress-bar';
import { XP_POINTS } from '../../../shared/achievements/xp-rules';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import { formatCalendarDate, formatNumber } from '../../i18n/format.copy';
import type { AchievementsView, EarnedBadgeView } from '../../../shared/schemas/achievements';
import { fetchAchievements } from './achievements-api';
import { LeaderboardNameNotice } from './leaderboard-name-notice';
import { localePath } from '../../i18n/locale-path';
import { achievementsCopy } from './achievements.copy';

const copy = achievementsCopy.section;

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
          {badge.earnedAt
            ? copy.earnedOn(formatCalendarDate(dhakaDay(new Date(badge.earnedAt))))
            : badge.rule}
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
          {copy.heading}
        </h2>
        <a
          href={localePath('/leaderboard')}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {copy.seeLeaderboard}
        </a>
      </div>
      {loaded.state === 'loading' ? (
        <p role="status" className="mt-4 text-base text-slate-700">
          {copy.loading}
        </p>
      ) : loaded.state === 'failed' ? (
        <RetryAlert
          spaced
          onRetry={() => {
            setLoaded({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {copy.failed(loaded.message)}
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
          <p className="text-sm font-medium text-slate-700">{copy.totalXp}</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{formatNumber(view.xp)}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">
            {copy.level(view.level, view.levelName)}
          </p>
          <div className="mt-3">
            <ProgressBar
              value={view.intoLevel}
              max={view.levelSize}
              label={copy.progressTo(view.level + 1)}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {copy.toNext(formatNumber(view.toNext), view.level + 1)}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">{copy.streak}</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">
            {copy.streakDays(view.streakDays)}
          </p>
          <p className="mt-1 text-sm text-slate-700">{copy.streakHint}</p>
        </div>
      </div>
      {view.leaderboardNeedsName ? <LeaderboardNameNotice className="mt-4" /> : null}
      <p className="mt-3 text-sm text-slate-700">
        {copy.xpRules(XP_POINTS.lesson, XP_POINTS.quiz, XP_POINTS.quizFirstTry, XP_POINTS.lab)}
      </p>
      <h3 className="mt-6 text-lg font-bold text-slate-900">
        {copy.badgesEarned(earned.length, view.badges.length)}
      </h3>
      {earned.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.noBadges}</p>
      ) : (
        <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {earned.map((badge) => (
            <BadgeTile key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-bold text-slate-900">{copy.notYetEarned}</h3>
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
            {copy.pathBadges(paths.length)}
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
