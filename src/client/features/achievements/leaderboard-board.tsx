import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { formatCalendarDate, formatNumber } from '../../i18n/format.copy';
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
import { achievementsCopy } from './achievements.copy';

const copy = achievementsCopy.board;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; view: LeaderboardView };

const TAB_LABELS: Record<LeaderboardBoard, string> = { week: copy.tabs.week, all: copy.tabs.all };

function Row({ row }: { row: LeaderboardRow }) {
  return (
    <tr className={row.you ? 'bg-brand-50 font-semibold' : 'even:bg-slate-50'}>
      <td className="w-16 px-4 py-2.5 text-slate-900 tabular-nums">{copy.rank(row.rank)}</td>
      <td className="px-4 py-2.5 text-slate-900">
        {row.displayName}
        {row.you ? <span className="ml-2 text-sm text-brand-700">{copy.you}</span> : null}
      </td>
      <td className="px-4 py-2.5 text-right text-slate-900 tabular-nums">{formatNumber(row.xp)}</td>
    </tr>
  );
}

function YourPlace({ view }: { view: LeaderboardView }) {
  const link = 'font-semibold text-brand-700 underline underline-offset-4';
  if (!view.me) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        {copy.signInBefore}
        <a href={localePath('/auth?returnTo=%2Fleaderboard')} className={link}>
          {copy.signInLink}
        </a>
        {copy.signInAfter}
      </p>
    );
  }
  if (view.me.needsName) return <LeaderboardNameNotice className="mt-4" />;
  if (view.me.hidden) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        {copy.hiddenBefore}
        <a href={localePath('/profile')} className={link}>
          {copy.hiddenLink}
        </a>
        {copy.hiddenAfter}
      </p>
    );
  }
  if (!view.me.row) {
    return <p className="mt-4 text-sm text-slate-700">{copy.noXp(view.board === 'week')}</p>;
  }
  if (view.rows.some((row) => row.you)) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{copy.yourRank}</h3>
      <table className="mt-2 w-full text-left text-base">
        <caption className="sr-only">{copy.yourRank}</caption>
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
        {copy.loading}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="text-base font-medium text-red-800">{copy.failed(loaded.message)}</p>
        <Button className="mt-4" onClick={retry}>
          {copy.tryAgain}
        </Button>
      </div>
    );
  }
  const { view } = loaded;
  const title = copy.title(view.board === 'week');
  return (
    <div className="mt-4">
      {view.weekStart ? (
        <p className="text-sm text-slate-700">
          {copy.week(
            formatCalendarDate(view.weekStart),
            formatCalendarDate(shiftDay(view.weekStart, 6)),
          )}
        </p>
      ) : null}
      {view.rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-base text-slate-700">
          {copy.nobody(view.board === 'week')}
        </p>
      ) : (
        <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-base">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 bg-slate-100 text-sm text-slate-700">
              <tr>
                <th scope="col" className="w-16 px-4 py-2 font-semibold">
                  {copy.columns.rank}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {copy.columns.learner}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  {copy.columns.xp}
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
        label={copy.tabs.label}
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
