import { toBengaliDigits } from '../../../shared/format/digits';
import type { SiteFormCopy } from './site-form.copy';

/**
 * The shared schema's messages for the contact and application fields, as the page checks them
 * before sending. The server answers a Bangla page in Bangla itself (answer-language.ts); these
 * use the same words (server/http/error-messages.bn.ts), so a field reads alike either way.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'Enter your first name.': 'আপনার নামের প্রথম অংশ লিখুন।',
  'Enter your last name.': 'আপনার নামের শেষ অংশ লিখুন।',
  'Enter your full name.': 'আপনার পুরো নাম লিখুন।',
  'Enter your email address.': 'আপনার ইমেইল ঠিকানা লিখুন।',
  'Enter a valid email address, like name@example.com.':
    'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  'Enter a subject.': 'একটি বিষয় লিখুন।',
  'Enter your message.': 'আপনার মেসেজ লিখুন।',
  'Choose the position you are applying for.': 'যে পদের জন্য আবেদন করছেন, সেটি বেছে নিন।',
  'Choose one of the open positions.': 'খালি পদগুলোর একটি বেছে নিন।',
  'Enter a phone number we can call you on.': 'যে ফোন নম্বরে আমরা আপনাকে কল করতে পারি, সেটি লিখুন।',
  'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.':
    'বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮, অথবা + দিয়ে শুরু হওয়া আন্তর্জাতিক নম্বর।',
  'Enter a link to your CV or portfolio.': 'আপনার CV বা পোর্টফোলিওর লিংক দিন।',
  'Enter a full link starting with https://, e.g. to your CV or portfolio.':
    'https:// দিয়ে শুরু হওয়া পুরো লিংক দিন, যেমন আপনার CV বা পোর্টফোলিওর লিংক।',
  'The link must start with https:// or http://.': 'লিংক https:// অথবা http:// দিয়ে শুরু হতে হবে।',
  'Must be text.': 'টেক্সট হতে হবে।',
};

/** The fields '{what} must be at most {n} characters.' names. */
const WHAT: Readonly<Record<string, string>> = {
  'First name': 'নামের প্রথম অংশ',
  'Last name': 'নামের শেষ অংশ',
  Name: 'নাম',
  Email: 'ইমেইল ঠিকানা',
  Subject: 'বিষয়',
  'Your message': 'আপনার মেসেজ',
  'The link': 'লিংক',
  'The part of your email before the @': 'ইমেইল ঠিকানার @-এর আগের অংশ',
};

/** What the email rule names when it refuses a character. */
function refusedCharacter(described: string): string {
  if (described === 'spaces') return 'ইমেইল ঠিকানায় স্পেস থাকতে পারে না।';
  if (described === 'commas') return 'ইমেইল ঠিকানায় কমা থাকতে পারে না।';
  if (described === 'control characters') return 'ইমেইল ঠিকানায় কন্ট্রোল ক্যারেক্টার থাকতে পারে না।';
  if (described === 'quotation marks (")') return 'ইমেইল ঠিকানায় উদ্ধৃতিচিহ্ন (") থাকতে পারে না।';
  const letter = /^letters outside A to Z, like (".*")$/.exec(described)?.[1];
  if (letter) return `ইমেইল ঠিকানায় A থেকে Z-এর বাইরের অক্ষর থাকতে পারে না, যেমন ${letter}।`;
  return `ইমেইল ঠিকানায় ${described} থাকতে পারে না।`;
}

export const siteFormCopy: SiteFormCopy = {
  honeypotLabel: 'এই ঘরটি ফাঁকা রাখুন',
  notSent: (email) => `আবার চেষ্টা করুন, অথবা ${email} ঠিকানায় ইমেইল করুন।`,
  fieldError: (message) => {
    const known = MESSAGES[message];
    if (known) return known;
    const tooLong = /^(.+) must be at most (\d+) characters\.$/.exec(message);
    const what = tooLong ? WHAT[tooLong[1] ?? ''] : undefined;
    if (tooLong && what) {
      return `${what} সর্বোচ্চ ${toBengaliDigits(tooLong[2] ?? '')} অক্ষরের হতে পারে।`;
    }
    const tooShort = /^Your message must be at least (\d+) characters\.$/.exec(message)?.[1];
    if (tooShort) return `আপনার মেসেজে কমপক্ষে ${toBengaliDigits(tooShort)}টি অক্ষর থাকতে হবে।`;
    const refused = /^An email address cannot contain (.+)\. Use only letters, digits/.exec(
      message,
    )?.[1];
    if (refused) {
      return `${refusedCharacter(refused)} শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।`;
    }
    // The server's own answers are already in Bangla.
    return message;
  },
};
