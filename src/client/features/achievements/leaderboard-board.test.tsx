// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeApi, setupDom } from '../../../../tests/helpers/dom';
import type { LeaderboardPlace, LeaderboardView } from '../../../shared/schemas/achievements';
import { LeaderboardBoards } from './leaderboard-board';

const dom = setupDom();
const { container } = dom;
const { answer, json } = fakeApi();

function weekBoard(me: LeaderboardPlace | null): LeaderboardView {
  return {
    board: 'week',
    weekStart: '2026-11-21',
    rows: [{ rank: 1, displayName: 'Tanvir R.', xp: 120, you: false }],
    me,
    generatedAt: '2026-11-25T06:00:00.000Z',
  };
}

async function showBoard(me: LeaderboardPlace | null) {
  answer('GET', '/api/leaderboard?board=week', () => json(200, weekBoard(me)));
  await dom.render(<LeaderboardBoards />);
}

const text = () => container.textContent ?? '';
const NOTICE = 'You are not on the leaderboard: add your name on your profile.';

describe('LeaderboardBoards, your place', () => {
  it('asks a learner hidden for want of a name to add one on their profile', async () => {
    await showBoard({ hidden: true, needsName: true, row: null });
    expect(text()).toContain('Tanvir R.');
    expect(text()).toContain(NOTICE);
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'add your name on your profile',
    );
    expect(link?.getAttribute('href')).toBe('/profile');
    expect(text()).not.toContain('You are hidden from the leaderboard');
  });

  it('tells a learner who opted out how to show themselves, without asking for a name', async () => {
    await showBoard({ hidden: true, needsName: false, row: null });
    expect(text()).toContain('You are hidden from the leaderboard.');
    expect(text()).not.toContain(NOTICE);
  });

  it('asks nothing of a signed-out visitor or a named learner', async () => {
    await showBoard(null);
    expect(text()).toContain('to see your own rank');
    expect(text()).not.toContain(NOTICE);
    dom.unmount();
    await showBoard({
      hidden: false,
      needsName: false,
      row: { rank: 7, displayName: 'Nadia R.', xp: 10, you: true },
    });
    expect(text()).toContain('Nadia R.');
    expect(text()).not.toContain(NOTICE);
  });
});
