// A module of its own, not in bangla.ts (in the first view of most Bangla pages): only the
// certificate page and PDF read it; course cards name levels from ui.copy.
/** A course's level as Bangla pages and the Bangla certificate name it (keys: the level, lower-cased). */
export const LEVELS_BN: Readonly<Record<string, string>> = {
  beginner: 'বিগিনার',
  intermediate: 'ইন্টারমিডিয়েট',
  advanced: 'অ্যাডভান্সড',
};
