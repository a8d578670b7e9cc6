import { PageHeader } from '../../components/ui/page-header';
import { LeaderboardBoards } from '../../features/achievements/leaderboard-board';
import { achievementsCopy } from '../../features/achievements/achievements.copy';
import type { PageModule } from '../page';

const copy = achievementsCopy.board.page;

function LeaderboardPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="bg-slate-50">
        <LeaderboardBoards />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: LeaderboardPage,
  meta: () => ({
    title: copy.title,
    description: copy.description,
  }),
};
