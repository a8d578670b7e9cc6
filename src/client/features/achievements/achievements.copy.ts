import type { CopyShape } from '../../../shared/i18n/copy';

/** The dashboard's achievements, the leaderboard page and the notice both show. */
export const achievementsCopy = {
  section: {
    heading: 'Achievements',
    seeLeaderboard: 'See the leaderboard',
    loading: 'Loading your achievements...',
    failed: (message: string) => `We could not load your achievements. ${message}`,
    totalXp: 'Total XP',
    level: (level: number, name: string) => `Level ${level}: ${name}`,
    progressTo: (level: number) => `Progress to level ${level}`,
    toNext: (xp: string, level: number) => `${xp} XP to level ${level}`,
    streak: 'Learning streak',
    streakDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    streakHint: 'Finish an item each day (Bangladesh time).',
    xpRules: (lesson: number, quiz: number, quizFirstTry: number, lab: number) =>
      `Lesson ${lesson} XP · Quiz passed ${quiz} XP (${quizFirstTry} XP on the first try) · Lab passed ${lab} XP. Each item counts once.`,
    badgesEarned: (earned: number, total: number) => `Badges earned (${earned} of ${total})`,
    noBadges: 'None yet: finish your first lesson to earn one.',
    notYetEarned: 'Not yet earned',
    pathBadges: (count: number) => `Learning path badges: ${count} to earn`,
    earnedOn: (date: string) => `Earned ${date}`,
  },
  board: {
    page: {
      eyebrow: 'Community',
      title: 'Leaderboard',
      lead: 'XP for finished lessons, passed quizzes and passed labs. Weeks run Saturday to Friday, Bangladesh time.',
      description:
        'The Shikhon Academy learners with the most XP this week and of all time, from finished lessons, passed quizzes and passed labs.',
    },
    tabs: { label: 'Leaderboard period', week: 'This week', all: 'All time' },
    you: '(you)',
    rank: (rank: number) => `${rank}`,
    /** "Sign in to see your own rank.", "Sign in" a link. */
    signInBefore: '',
    signInLink: 'Sign in',
    signInAfter: ' to see your own rank.',
    /** "You are hidden … Show yourself on your profile.", the second sentence a link. */
    hiddenBefore: 'You are hidden from the leaderboard. ',
    hiddenLink: 'Show yourself on your profile',
    hiddenAfter: '.',
    noXp: (thisWeek: boolean) =>
      `You have no XP ${thisWeek ? 'this week' : 'yet'}. Finish a lesson, quiz or lab to join the board.`,
    yourRank: 'Your rank',
    loading: 'Loading the leaderboard...',
    failed: (message: string) => `We could not load the leaderboard. ${message}`,
    tryAgain: 'Try again',
    title: (thisWeek: boolean) =>
      thisWeek ? 'Top learners this week' : 'Top learners of all time',
    week: (saturday: string, friday: string) =>
      `Saturday ${saturday} to Friday ${friday}, Bangladesh time.`,
    nobody: (thisWeek: boolean) => `Nobody has earned XP ${thisWeek ? 'this week' : ''} yet.`,
    columns: { rank: 'Rank', learner: 'Learner', xp: 'XP' },
  },
  /** "You are not on the leaderboard: add your name on your profile. …", the middle a link. */
  nameNotice: {
    before: 'You are not on the leaderboard: ',
    link: 'add your name on your profile',
    after: '. We never show learners under their email address.',
  },
};

export type AchievementsCopy = CopyShape<typeof achievementsCopy>;
