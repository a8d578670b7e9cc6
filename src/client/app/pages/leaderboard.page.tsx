import { PageHeader } from '../../components/ui/page-header';
import { LeaderboardBoards } from '../../features/achievements/leaderboard-board';
import type { PageModule } from '../page';

function LeaderboardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Leaderboard"
        lead="XP for finished lessons, passed quizzes and passed labs. Weeks run Saturday to Friday, Bangladesh time."
      />
      <div className="bg-slate-50">
        <LeaderboardBoards />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: LeaderboardPage,
  meta: () => ({
    title: 'Leaderboard',
    description:
      'The Shikhon Academy learners with the most XP this week and of all time, from finished lessons, passed quizzes and passed labs.',
  }),
};
