import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { formatDate, formatThousands } from '../../../shared/format/format';
import { shiftDay } from '../../../shared/format/dhaka-day';
import type {
  LeaderboardBoard,
  LeaderboardRow,
  LeaderboardView,
} from '../../../shared/schemas/achievements';
import { fetchLeaderboard } from './achievements-api';
import { LeaderboardNameNotice } from './leaderboard-name-notice';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import { localePath } from '../../i18n/locale-path';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; view: LeaderboardView };

const TAB_LABELS: Record<LeaderboardBoard, string> = { week: 'This week', all: 'All time' };

function Row({ row }: { row: LeaderboardRow }) {
  return (
    <tr className={row.you ? 'bg-brand-50 font-semibold' : 'even:bg-slate-50'}>
      <td className="w-16 px-4 py-2.5 text-slate-900 tabular-nums">{row.rank}</td>
      <td className="px-4 py-2.5 text-slate-900">
        {row.displayName}
        {row.you ? <span className="ml-2 text-sm text-brand-700">(you)</span> : null}
      </td>
      <td className="px-4 py-2.5 text-right text-slate-900 tabular-nums">
        {formatThousands(row.xp)}
      </td>
    </tr>
  );
}

function YourPlace({ view }: { view: LeaderboardView }) {
  const link = 'font-semibold text-brand-700 underline underline-offset-4';
  if (!view.me) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        <a href={localePath('/auth?returnTo=%2Fleaderboard')} className={link}>
          Sign in
        </a>{' '}
        to see your own rank.
      </p>
    );
  }
  if (view.me.needsName) return <LeaderboardNameNotice className="mt-4" />;
  if (view.me.hidden) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        You are hidden from the leaderboard.{' '}
        <a href={localePath('/profile')} className={link}>
          Show yourself on your profile
        </a>
        .
      </p>
    );
  }
  if (!view.me.row) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        You have no XP {view.board === 'week' ? 'this week' : 'yet'}. Finish a lesson, quiz or lab
        to join the board.
      </p>
    );
  }
  if (view.rows.some((row) => row.you)) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Your rank</h3>
      <table className="mt-2 w-full text-left text-base">
        <caption className="sr-only">Your rank</caption>
        <tbody>
          <Row row={view.me.row} />
        </tbody>
      </table>
    </div>
  );
}

function Board({ loaded, retry }: { loaded: Loaded | undefined; retry: () => void }) {
  if (!loaded || loaded.state === 'loading') {
    return (
      <p role="status" className="py-6 text-base text-slate-700">
        Loading the leaderboard...
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="text-base font-medium text-red-800">
          We could not load the leaderboard. {loaded.message}
        </p>
        <Button className="mt-4" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  const { view } = loaded;
  const title = view.board === 'week' ? 'Top learners this week' : 'Top learners of all time';
  return (
    <div className="mt-4">
      {view.weekStart ? (
        <p className="text-sm text-slate-700">
          Saturday {formatDate(view.weekStart)} to Friday {formatDate(shiftDay(view.weekStart, 6))},
          Bangladesh time.
        </p>
      ) : null}
      {view.rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-base text-slate-700">
          Nobody has earned XP {view.board === 'week' ? 'this week' : ''} yet.
        </p>
      ) : (
        <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-base">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 bg-slate-100 text-sm text-slate-700">
              <tr>
                <th scope="col" className="w-16 px-4 py-2 font-semibold">
                  Rank
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Learner
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  XP
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <Row key={`${row.rank}-${row.displayName}-${row.xp}`} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <YourPlace view={view} />
    </div>
  );
}

/** The weekly and all-time boards; each loads when its tab is first shown. */
export function LeaderboardBoards() {
  const [selected, setSelected] = useState<LeaderboardBoard>('week');
  const [boards, setBoards] = useState<Partial<Record<LeaderboardBoard, Loaded>>>({});
  const [attempt, setAttempt] = useState(0);
  const current = boards[selected];
  const needed = current === undefined;

  useApiLoad(
    needed ? loadKey(selected, attempt) : null,
    () => fetchLeaderboard(selected),
    (result) => {
      setBoards((all) => ({
        ...all,
        [selected]: result.ok
          ? { state: 'ready', view: result.data }
          : { state: 'failed', message: result.message },
      }));
    },
  );

  const retry = () => {
    setBoards((all) => ({ ...all, [selected]: undefined }));
    setAttempt((count) => count + 1);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <Tabs
        label="Leaderboard period"
        selected={selected}
        onSelect={setSelected}
        items={(['week', 'all'] as const).map((key) => ({
          key,
          label: TAB_LABELS[key],
          panel: key === selected ? <Board loaded={current} retry={retry} /> : null,
        }))}
      />
    </div>
  );
}
