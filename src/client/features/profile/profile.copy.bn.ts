import type { ProfileCopy } from './profile.copy';
import type { ProfileField } from '../../../shared/schemas/profile';
import { toBengaliDigits } from '../../../shared/format/digits';
import { NAME_MAX_LENGTH } from '../../../shared/schemas/account';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  LEADERBOARD_NAME_IS_HANDLE,
} from '../../../shared/schemas/achievements';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
} from '../../../shared/schemas/email';
import { LINK_MAX_LENGTH } from '../../../shared/schemas/fields';
import {
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  NAME_BN_MESSAGES,
} from '../../../shared/schemas/profile';

const bn = (value: number | string) => toBengaliDigits(String(value));

/** The forms' one email rule (shared/schemas/email.ts), its English messages worded in Bangla. */
function emailError(message: string): string {
  if (message === EMAIL_MESSAGES.invalid) return 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।';
  if (message === EMAIL_MESSAGES.tooLong) {
    return `ইমেইল ঠিকানা সর্বোচ্চ ${bn(EMAIL_MAX_LENGTH)} অক্ষরের হতে পারে।`;
  }
  if (message === EMAIL_MESSAGES.localTooLong) {
    return `ইমেইল ঠিকানার @-এর আগের অংশ সর্বোচ্চ ${bn(EMAIL_LOCAL_MAX_LENGTH)} অক্ষরের হতে পারে।`;
  }
  return "ইমেইল ঠিকানায় শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' থাকতে পারে, সাথে একটি @, যেমন name@example.com।";
}

const tooLong = (what: string, max: number) => `${what} সর্বোচ্চ ${bn(max)} অক্ষরের হতে পারে।`;

const link = (site: string) => ({
  [`${site} URL must be at most ${LINK_MAX_LENGTH} characters`]: tooLong(
    `${site} লিংক`,
    LINK_MAX_LENGTH,
  ),
});

/** The profile rules' messages that say something a field's general message does not. */
const EXACT: Record<string, string> = {
  [NAME_BN_MESSAGES.tooLong]: tooLong('বাংলায় নাম', NAME_MAX_LENGTH),
  'Graduation year must be a whole number': 'পাসের সাল একটি পূর্ণ সংখ্যা হতে হবে।',
  [`Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`]: `পাসের সাল ${bn(GRADUATION_YEAR_MIN)} থেকে ${bn(GRADUATION_YEAR_MAX)}-এর মধ্যে হতে হবে।`,
  'GPA must have at most 2 decimal places (steps of 0.01)':
    'জিপিএ-তে দশমিকের পর সর্বোচ্চ ২টি অঙ্ক দিন, যেমন ৪.৫০।',
  'GPA must be between 0 and 5.00': 'জিপিএ ০ থেকে ৫.০০-এর মধ্যে হতে হবে।',
  ...link('Facebook'),
  ...link('LinkedIn'),
  ...link('GitHub'),
};

const webAddress = (site: string) => `${site} লিংক হতে হবে https:// দিয়ে শুরু হওয়া পুরো ওয়েব ঠিকানা।`;

/** What each field needs, for any other message of its rule. */
const FIELD: Record<ProfileField, string> = {
  name: tooLong('নাম', NAME_MAX_LENGTH),
  nameBn: 'বাংলায় নামটি বাংলা অক্ষরে লিখুন, যেমন নুসরাত জাহান।',
  profession: tooLong('পেশা', 100),
  company: tooLong('কোম্পানির নাম', 100),
  nationality: tooLong('জাতীয়তা', 60),
  email: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  phoneNumber:
    'ফোন নম্বর হতে হবে ০১৭১২৩৪৫৬৭৮-এর মতো বাংলাদেশি মোবাইল নম্বর, অথবা + দিয়ে শুরু হওয়া আন্তর্জাতিক নম্বর।',
  facebookUrl: webAddress('Facebook'),
  linkedinUrl: webAddress('LinkedIn'),
  githubUrl: webAddress('GitHub'),
  institute: tooLong('শিক্ষাপ্রতিষ্ঠানের নাম', 200),
  highSchoolGraduationYear: 'পাসের সাল একটি সংখ্যা হতে হবে।',
  highSchoolGpa: 'জিপিএ একটি সংখ্যা হতে হবে।',
  profilePictureUrl: 'প্রোফাইল ছবি “ছবি আপলোড করুন” দিয়েই সেট করা যায়।',
};

function fieldError(field: ProfileField, message: string): string {
  if (field === 'email') return emailError(message);
  return EXACT[message] ?? FIELD[field];
}

/** The shared leaderboard checks' messages (shared/schemas/achievements.ts) in Bangla. */
function leaderboardNameError(message: string): string {
  if (message === LEADERBOARD_NAME_IS_HANDLE) {
    return 'লিডারবোর্ডের নাম আপনার ইমেইল ঠিকানা বা @-এর আগের অংশ হতে পারবে না। অন্যরা যে নাম দেখবেন, সেটি বেছে নিন।';
  }
  if (message === "Leaderboard name may use letters, digits, spaces and . ' - _ only") {
    return "লিডারবোর্ডের নামে শুধু অক্ষর, সংখ্যা, স্পেস এবং . ' - _ ব্যবহার করা যায়।";
  }
  if (message === 'Leaderboard name is required') return 'লিডারবোর্ডের নাম লিখুন।';
  if (
    message === `Leaderboard name must be ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters`
  ) {
    return `লিডারবোর্ডের নাম ${bn(DISPLAY_NAME_MIN)} থেকে ${bn(DISPLAY_NAME_MAX)} অক্ষরের হতে হবে।`;
  }
  return message;
}

export const profileCopy: ProfileCopy = {
  meta: {
    title: 'প্রোফাইল সেটিংস',
    description:
      'আপনার Shikhon Academy প্রোফাইল এডিট করুন: ছবি, মৌলিক ও যোগাযোগের তথ্য, দরকারি লিংক এবং শিক্ষাগত তথ্য।',
  },
  header: {
    eyebrow: 'আপনার অ্যাকাউন্ট',
    title: 'প্রোফাইল সেটিংস',
    lead: 'আপনার ছবি, যোগাযোগের তথ্য, লিংক আর শিক্ষাগত তথ্য এক জায়গায়। শুধু আপনিই এগুলো দেখতে ও বদলাতে পারবেন।',
  },
  loading: 'আপনার প্রোফাইল লোড হচ্ছে...',
  loadFailed: 'আপনার প্রোফাইল লোড করা যায়নি। আবার চেষ্টা করুন।',
  tryAgain: 'আবার চেষ্টা করুন',
  saving: 'সেভ হচ্ছে...',
  save: 'পরিবর্তন সেভ করুন',
  pictureKeep: 'ছবিটি প্রোফাইলে রাখতে “পরিবর্তন সেভ করুন” বেছে নিন।',
  pictureRemove: 'প্রোফাইল থেকে ছবিটি সরাতে “পরিবর্তন সেভ করুন” বেছে নিন।',
  sections: {
    picture: 'প্রোফাইল ছবি',
    basic: 'মৌলিক তথ্য',
    contact: 'যোগাযোগের তথ্য',
    links: 'দরকারি লিংক',
    education: 'শিক্ষাগত তথ্য',
  },
  fields: {
    name: 'পুরো নাম',
    nameBn: 'বাংলায় আপনার নাম (ঐচ্ছিক)',
    nameBnHint: 'বাংলা অক্ষরে লিখুন, যেমন নুসরাত জাহান। আপনার সার্টিফিকেটে পুরো নামের পাশে এটিও থাকবে।',
    profession: 'পেশা',
    company: 'কোম্পানি',
    nationality: 'জাতীয়তা',
    email: 'ইমেইল',
    phoneNumber: 'ফোন নম্বর',
    phoneHint: '০১XXXXXXXXX, অথবা + দিয়ে শুরু হওয়া আন্তর্জাতিক নম্বর',
    facebookUrl: 'Facebook লিংক',
    linkedinUrl: 'LinkedIn লিংক',
    githubUrl: 'GitHub লিংক',
    institute: 'শিক্ষাপ্রতিষ্ঠান',
    graduationYear: 'হাই স্কুল পাসের সাল',
    gpa: 'হাই স্কুলের জিপিএ',
    gpaHint: '০ থেকে ৫.০০',
  },
  fieldError,
  picture: {
    alt: 'আপনার প্রোফাইল ছবি',
    remove: 'ছবি সরান',
    none: 'এখনো কোনো ছবি নেই',
    hint: 'PNG, JPG, সর্বোচ্চ ১০MB',
    uploading: 'আপলোড হচ্ছে...',
    upload: 'ছবি আপলোড করুন',
    wrongType: 'PNG, JPG, WebP বা GIF ছবি বেছে নিন।',
    tooLarge: 'ছবিটি ১০ MB-এর চেয়ে বড়। ছোট একটি ছবি বেছে নিন।',
    chooseFirst: 'আগে একটি ছবি বেছে নিন।',
  },
  toasts: {
    error: 'সমস্যা হয়েছে',
    success: 'সফল হয়েছে',
    loadFailed: 'প্রোফাইলের তথ্য লোড করা যায়নি',
    saved: 'প্রোফাইল সফলভাবে আপডেট হয়েছে',
    saveFailed: 'প্রোফাইল আপডেট করা যায়নি',
    uploaded: 'প্রোফাইল ছবি সফলভাবে আপলোড হয়েছে',
    uploadFailed: (reason) =>
      reason ? `প্রোফাইল ছবি আপলোড করা যায়নি। ${reason}` : 'প্রোফাইল ছবি আপলোড করা যায়নি',
  },
  sessionEnded: 'আপনার সেশন শেষ হয়ে গেছে। অন্য একটি ট্যাবে আবার সাইন ইন করে তারপর সেভ করুন।',
  tryAgainSentence: 'আবার চেষ্টা করুন।',
  offline: 'ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  leaderboard: {
    title: 'লিডারবোর্ড',
    loading: 'আপনার লিডারবোর্ড সেটিংস লোড হচ্ছে...',
    loadFailed: (message) => `আপনার লিডারবোর্ড সেটিংস লোড করা যায়নি। ${message}`,
    needsName:
      'নাম বেছে না নেওয়া পর্যন্ত আপনি লিডারবোর্ডে থাকবেন না: আমরা কখনো কোনো শিক্ষার্থীকে তাঁর ইমেইল ঠিকানা দিয়ে দেখাই না। এখানে লিডারবোর্ডের নাম লিখুন, অথবা ওপরে আপনার পুরো নাম দিন।',
    name: 'লিডারবোর্ডের নাম',
    nameHint: `${bn(DISPLAY_NAME_MIN)} থেকে ${bn(DISPLAY_NAME_MAX)} অক্ষর। পাবলিক লিডারবোর্ডে আপনার পুরো নামের বদলে এই নাম দেখানো হবে।`,
    nameError: leaderboardNameError,
    show: 'লিডারবোর্ডে আমাকে দেখান',
    save: 'লিডারবোর্ড সেটিংস সেভ করুন',
    savedListed: (name) => `সেভ হয়েছে। লিডারবোর্ডে আপনাকে ${name} নামে দেখানো হবে।`,
    savedHidden: 'সেভ হয়েছে। লিডারবোর্ডে আপনাকে দেখানো হবে না।',
    see: 'লিডারবোর্ড দেখুন',
  },
  language: {
    title: 'ইমেইলের ভাষা',
    loading: 'আপনার ভাষা লোড হচ্ছে...',
    loadFailed: (message) => `আপনার ভাষা লোড করা যায়নি। ${message}`,
    legend:
      'রসিদ, ভর্তি ও রিফান্ডের ইমেইল, সার্টিফিকেট এবং পাসওয়ার্ড রিসেটের ইমেইল এই ভাষায় আসবে। লেসন ও ল্যাব ইংরেজিতেই থাকবে।',
    save: 'ইমেইলের ভাষা সেভ করুন',
  },
};
