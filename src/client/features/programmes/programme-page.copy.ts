import type { CopyShape } from '../../../shared/i18n/copy';

/** A lab programme's own page (/labs/{slug}): what its code needs (the detail's words are in programme-detail.copy.ts). */
export const programmePageCopy = {
  programmePage: {
    tryFirstLab: 'Try the first lab free',
    notFoundTitle: 'Lab not found',
    notFoundDescription: 'We could not find that lab. Browse all hands-on labs instead.',
  },
  waitlist: {
    signInLead: 'Sign in and we will email you once when it opens.',
    signIn: 'Sign in to be notified',
    onList: (email: string, title: string) =>
      `You're on the list: we will email ${email} once when ${title} opens.`,
    canEmail: 'We can email you once when it opens.',
    leave: 'Stop waiting for it',
    join: 'Email me when it opens',
  },
};

export type ProgrammePageCopy = CopyShape<typeof programmePageCopy>;
