import type { CopyShape } from '../../../shared/i18n/copy';
import type { ProfileField } from '../../../shared/schemas/profile';

/** /profile: the page, the profile form, the leaderboard and email language settings. */
export const profileCopy = {
  meta: {
    title: 'Profile Settings',
    description:
      'Edit your Shikhon Academy profile: picture, basic and contact information, useful links and education.',
  },
  header: {
    eyebrow: 'Your account',
    title: 'Profile Settings',
    lead: 'Your picture, contact details, links and education in one place. Only you can see and change them.',
  },
  loading: 'Loading your profile...',
  loadFailed: 'We could not load your profile. Please try again.',
  tryAgain: 'Try again',
  saving: 'Saving...',
  save: 'Save Changes',
  pictureKeep: 'Select Save Changes to keep this picture on your profile.',
  pictureRemove: 'Select Save Changes to remove the picture from your profile.',
  sections: {
    picture: 'Profile picture',
    basic: 'Basic information',
    contact: 'Contact information',
    links: 'Useful links',
    education: 'Educational information',
  },
  fields: {
    name: 'Full name',
    nameBn: 'Name in Bangla (optional)',
    nameBnHint:
      'Written in Bangla letters, e.g. নুসরাত জাহান. Your certificates carry it beside your full name.',
    profession: 'Profession',
    company: 'Company',
    nationality: 'Nationality',
    email: 'Email',
    phoneNumber: 'Phone number',
    phoneHint: '01XXXXXXXXX, or an international number starting with +',
    facebookUrl: 'Facebook URL',
    linkedinUrl: 'LinkedIn URL',
    githubUrl: 'GitHub URL',
    institute: 'Institute',
    graduationYear: 'High school graduation year',
    gpa: 'High school GPA',
    gpaHint: '0 to 5.00',
  },
  /**
   * A field's message from the shared profile checks (the page's and the server's, written in
   * English), in the page's language.
   */
  fieldError: (field: ProfileField, message: string) => message,
  picture: {
    alt: 'Your profile picture',
    remove: 'Remove picture',
    none: 'No picture yet',
    hint: 'PNG, JPG up to 10MB',
    uploading: 'Uploading...',
    upload: 'Upload Picture',
    wrongType: 'Choose a PNG, JPG, WebP or GIF picture.',
    tooLarge: 'The picture is larger than 10 MB. Choose a smaller one.',
    chooseFirst: 'Choose a picture first.',
  },
  toasts: {
    error: 'Error',
    success: 'Success',
    loadFailed: 'Failed to load profile data',
    saved: 'Profile updated successfully',
    saveFailed: 'Failed to update profile',
    uploaded: 'Profile picture uploaded successfully',
    uploadFailed: (reason: string | undefined) =>
      reason ? `Failed to upload profile picture. ${reason}` : 'Failed to upload profile picture',
  },
  sessionEnded: 'Your session has ended. Sign in again in another tab, then save.',
  tryAgainSentence: 'Please try again.',
  offline: 'Check your internet connection and try again.',
  leaderboard: {
    title: 'Leaderboard',
    loading: 'Loading your leaderboard settings...',
    loadFailed: (message: string) => `We could not load your leaderboard settings. ${message}`,
    needsName:
      'You are not on the leaderboard until you choose a name: we never show learners under their email address. Enter a leaderboard name here, or your full name above.',
    name: 'Leaderboard name',
    nameHint: '2 to 40 characters. Shown on the public leaderboard instead of your full name.',
    /** The shared leaderboard checks' message (shared/schemas/achievements.ts), in the page's language. */
    nameError: (message: string) => message,
    show: 'Show me on the leaderboard',
    save: 'Save leaderboard settings',
    savedListed: (name: string) => `Saved. You appear on the leaderboard as ${name}.`,
    savedHidden: 'Saved. You are hidden from the leaderboard.',
    see: 'See the leaderboard',
  },
  language: {
    title: 'Email language',
    loading: 'Loading your language...',
    loadFailed: (message: string) => `We could not load your language. ${message}`,
    legend:
      'Receipts, enrolment and refund emails, certificates and password resets come in this language. Lessons and labs stay in English.',
    save: 'Save email language',
  },
};

export type ProfileCopy = CopyShape<typeof profileCopy>;
