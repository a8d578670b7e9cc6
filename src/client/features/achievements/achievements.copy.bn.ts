import { formatNumber } from '../../i18n/format.copy';
import type { AchievementsCopy } from './achievements.copy';

const n = formatNumber;

export const achievementsCopy: AchievementsCopy = {
  section: {
    heading: 'অর্জন',
    seeLeaderboard: 'লিডারবোর্ড দেখুন',
    loading: 'আপনার অর্জন লোড হচ্ছে...',
    failed: (message) => `আপনার অর্জন লোড করা যায়নি। ${message}`,
    totalXp: 'মোট XP',
    level: (level, name) => `লেভেল ${n(level)}: ${name}`,
    progressTo: (level) => `লেভেল ${n(level)}-এর পথে অগ্রগতি`,
    toNext: (xp, level) => `লেভেল ${n(level)}-এ যেতে আরও ${xp} XP`,
    streak: 'লার্নিং স্ট্রিক',
    streakDays: (days) => `${n(days)} দিন`,
    streakHint: 'প্রতিদিন অন্তত একটি আইটেম শেষ করুন (বাংলাদেশ সময়)।',
    xpRules: (lesson, quiz, quizFirstTry, lab) =>
      `লেসন ${n(lesson)} XP · কুইজে পাস ${n(quiz)} XP (প্রথম চেষ্টায় ${n(quizFirstTry)} XP) · ল্যাবে পাস ${n(lab)} XP। প্রতিটি আইটেম একবারই গোনা হয়।`,
    badgesEarned: (earned, total) => `অর্জিত ব্যাজ (${n(total)}টির মধ্যে ${n(earned)}টি)`,
    noBadges: 'এখনো নেই: প্রথম লেসন শেষ করলেই একটি পাবেন।',
    notYetEarned: 'এখনো অর্জিত হয়নি',
    pathBadges: (count) => `লার্নিং পাথ ব্যাজ: আরও ${n(count)}টি অর্জন করা বাকি`,
    earnedOn: (date) => `অর্জনের তারিখ: ${date}`,
  },
  board: {
    page: {
      eyebrow: 'কমিউনিটি',
      title: 'লিডারবোর্ড',
      lead: 'লেসন শেষ করলে, কুইজ ও ল্যাবে পাস করলে XP পাবেন। সপ্তাহ ধরা হয় শনিবার থেকে শুক্রবার, বাংলাদেশ সময়ে।',
      description:
        'এই সপ্তাহে ও সর্বকালে সবচেয়ে বেশি XP পাওয়া Shikhon Academy-র শিক্ষার্থীরা: লেসন শেষ করে, কুইজ ও ল্যাবে পাস করে।',
    },
    tabs: { label: 'লিডারবোর্ডের সময়কাল', week: 'এই সপ্তাহ', all: 'সর্বকালের' },
    you: '(আপনি)',
    rank: (rank) => n(rank),
    signInBefore: 'নিজের র‍্যাংক দেখতে ',
    signInLink: 'সাইন ইন করুন',
    signInAfter: '।',
    hiddenBefore: 'লিডারবোর্ডে আপনাকে দেখানো হচ্ছে না। ',
    hiddenLink: 'প্রোফাইল থেকে নিজেকে দেখানো চালু করুন',
    hiddenAfter: '।',
    noXp: (thisWeek) =>
      thisWeek
        ? 'এই সপ্তাহে আপনার কোনো XP নেই। বোর্ডে আসতে একটি লেসন, কুইজ বা ল্যাব শেষ করুন।'
        : 'আপনার এখনো কোনো XP নেই। বোর্ডে আসতে একটি লেসন, কুইজ বা ল্যাব শেষ করুন।',
    yourRank: 'আপনার র‍্যাংক',
    loading: 'লিডারবোর্ড লোড হচ্ছে...',
    failed: (message) => `লিডারবোর্ড লোড করা যায়নি। ${message}`,
    tryAgain: 'আবার চেষ্টা করুন',
    title: (thisWeek) => (thisWeek ? 'এই সপ্তাহের সেরা শিক্ষার্থী' : 'সর্বকালের সেরা শিক্ষার্থী'),
    week: (saturday, friday) => `শনিবার ${saturday} থেকে শুক্রবার ${friday}, বাংলাদেশ সময়।`,
    nobody: (thisWeek) => (thisWeek ? 'এই সপ্তাহে এখনো কেউ XP পাননি।' : 'এখনো কেউ XP পাননি।'),
    columns: { rank: 'র‍্যাংক', learner: 'শিক্ষার্থী', xp: 'XP' },
  },
  nameNotice: {
    before: 'আপনি লিডারবোর্ডে নেই: ',
    link: 'প্রোফাইলে আপনার নাম যোগ করুন',
    after: '। আমরা কখনো কাউকে ইমেইল ঠিকানা দিয়ে দেখাই না।',
  },
};
