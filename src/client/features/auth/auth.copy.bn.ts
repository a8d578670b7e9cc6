import type { AuthCopy, ServerFailure } from './auth.copy';
import { toBengaliDigits } from '../../../shared/format/digits';
import { NAME_MAX_LENGTH } from '../../../shared/schemas/account';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
} from '../../../shared/schemas/email';
import { MIN_PASSWORD_LENGTH } from '../../../shared/schemas/password';
import { REFUND_DAYS } from '../../../shared/schemas/refund-rules';

const bn = (value: number) => toBengaliDigits(String(value));

/** The forms' one email rule (shared/schemas/email.ts), its English messages worded in Bangla. */
function emailError(message: string): string {
  if (message === EMAIL_MESSAGES.invalid) return 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।';
  if (message === EMAIL_MESSAGES.tooLong)
    return `ইমেইল ঠিকানা সর্বোচ্চ ${bn(EMAIL_MAX_LENGTH)} অক্ষরের হতে পারে।`;
  if (message === EMAIL_MESSAGES.localTooLong) {
    return `ইমেইল ঠিকানার @-এর আগের অংশ সর্বোচ্চ ${bn(EMAIL_LOCAL_MAX_LENGTH)} অক্ষরের হতে পারে।`;
  }
  // The one left: a character the rule refuses (a space, a comma, a Bangla letter...).
  return "ইমেইল ঠিকানায় শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' থাকতে পারে, সাথে একটি @, যেমন name@example.com।";
}

/** How long to wait, as the server's 429 counts it: '৪০ সেকেন্ড', '১৫ মিনিট', '১ ঘণ্টা'. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${bn(seconds)} সেকেন্ড`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${bn(minutes)} মিনিট`;
  const hours = `${bn(Math.floor(minutes / 60))} ঘণ্টা`;
  return minutes % 60 === 0 ? hours : `${hours} ${bn(minutes % 60)} মিনিট`;
}

/** The server's weak-password reasons (shared/schemas/password.ts), each a whole sentence. */
const WEAK_REASONS: Record<string, string> = {
  [`It must be at least ${MIN_PASSWORD_LENGTH} characters long.`]: `পাসওয়ার্ড কমপক্ষে ${bn(MIN_PASSWORD_LENGTH)} অক্ষরের হতে হবে।`,
  'It is one of the most common passwords.': 'এটি সবচেয়ে বেশি ব্যবহৃত পাসওয়ার্ডগুলোর একটি।',
  'It repeats a single character.': 'এতে একটিই অক্ষর বারবার আছে।',
  'It contains your email address.': 'এতে আপনার ইমেইল ঠিকানা আছে।',
};

function serverMessage({ code, message, retryAfterSeconds }: ServerFailure): string {
  switch (code) {
    case 'invalid_email_or_password':
      return 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।';
    case 'user_already_exists':
    case 'user_already_exists_use_another_email':
      return 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। সাইন ইন করুন, অথবা অন্য ইমেইল ব্যবহার করুন।';
    case 'invalid_email':
      return emailError(message);
    case 'invalid_input':
      return 'কিছু তথ্য ঠিক করতে হবে।';
    case 'weak_password': {
      const reasons = Object.keys(WEAK_REASONS)
        .filter((reason) => message.includes(reason))
        .map((reason) => WEAK_REASONS[reason]);
      return ['আরও শক্ত একটি পাসওয়ার্ড বেছে নিন।', ...reasons].join(' ');
    }
    case 'rate_limited': {
      if (retryAfterSeconds === undefined)
        return 'অনেকবার চেষ্টা করা হয়েছে। একটু পরে আবার চেষ্টা করুন।';
      const wait = waitInWords(retryAfterSeconds);
      return message.includes('Forgot password?')
        ? `এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা করা হয়েছে। ${wait} পরে আবার চেষ্টা করুন, অথবা “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিয়ে নতুন পাসওয়ার্ড সেট করুন।`
        : `অনেকবার চেষ্টা করা হয়েছে। ${wait} পরে আবার চেষ্টা করুন।`;
    }
    default:
      return message;
  }
}

export const authCopy: AuthCopy = {
  meta: {
    title: 'সাইন ইন',
    description:
      'Shikhon Academy-তে সাইন ইন করুন, অথবা ফ্রি অ্যাকাউন্ট খুলে হাতে-কলমে ল্যাবে DevOps ও ক্লাউড শিখুন।',
  },
  resetMeta: {
    title: 'পাসওয়ার্ড রিসেট করুন',
    description: 'আপনার Shikhon Academy অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড বেছে নিন।',
  },
  resetHeader: {
    title: 'নতুন পাসওয়ার্ড বেছে নিন',
    lead: 'সেভ করলে আপনার অন্য সব সেশন থেকে সাইন আউট হয়ে যাবে।',
  },
  intro: {
    eyebrow: 'আপনার অ্যাকাউন্ট',
    title: 'Shikhon Academy-তে স্বাগতম',
    lead: 'শেখা চালিয়ে যেতে সাইন ইন করুন, অথবা ফ্রি অ্যাকাউন্ট খুলে আপনার DevOps ও ক্লাউড শেখার যাত্রা শুরু করুন।',
    perks: [
      'ব্রাউজারেই একটি অস্থায়ী Linux মেশিনে হাতে-কলমে ল্যাব, কোনো সেটআপ ছাড়াই',
      'বিগিনার থেকে প্রফেশনাল পর্যন্ত লার্নিং পাথ',
      'অগ্রগতি ট্র্যাকিং, ব্যাজ এবং যাচাইযোগ্য সার্টিফিকেট',
      `পেইড কোর্সে ${bn(REFUND_DAYS)} দিনের মানি-ব্যাক গ্যারান্টি`,
    ],
  },
  tabs: { label: 'সাইন ইন বা সাইন আপ', signIn: 'সাইন ইন', signUp: 'সাইন আপ' },
  panel: {
    signInTitle: 'আপনার অ্যাকাউন্টে সাইন ইন করুন',
    signUpTitle: 'আপনার ফ্রি অ্যাকাউন্ট খুলুন',
    or: 'অথবা',
    unverified: (email) => `আপনার ইমেইল ঠিকানা ${email} এখনো যাচাই করা হয়নি।`,
    resend: 'যাচাইয়ের ইমেইল আবার পাঠান',
    newHere: 'Shikhon Academy-তে নতুন? ',
    createAccount: 'অ্যাকাউন্ট খুলুন',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে? ',
    signInInstead: 'সাইন ইন করুন',
  },
  form: {
    signIn: { submit: 'সাইন ইন করুন', busy: 'সাইন ইন হচ্ছে...' },
    signUp: { submit: 'অ্যাকাউন্ট খুলুন', busy: 'অ্যাকাউন্ট খোলা হচ্ছে...' },
    fullName: 'পুরো নাম',
    fullNameHint: 'সার্টিফিকেটে যেভাবে লেখা থাকবে',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    passwordHint: (min) => `কমপক্ষে ${bn(min)} অক্ষর`,
    forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
    emailFirst: 'আগে আপনার ইমেইল ঠিকানা লিখুন; রিসেট লিংক সেখানেই পাঠানো হবে।',
  },
  errors: {
    emailMissing: 'আপনার ইমেইল ঠিকানা লিখুন।',
    passwordMissing: 'আপনার পাসওয়ার্ড লিখুন।',
    passwordTooShort: (min) => `পাসওয়ার্ড কমপক্ষে ${bn(min)} অক্ষরের হতে হবে।`,
    nameRequired: 'আপনার পুরো নাম লিখুন: সার্টিফিকেটে এই নামই থাকবে।',
    nameTooLong: `নাম সর্বোচ্চ ${bn(NAME_MAX_LENGTH)} অক্ষরের হতে পারে।`,
    email: emailError,
    server: serverMessage,
  },
  google: {
    continue: 'Google দিয়ে চালিয়ে যান',
    connecting: 'Google-এর সাথে সংযোগ হচ্ছে...',
    notLinked:
      'এই ইমেইলে একটি অ্যাকাউন্ট আছে, যা এখনো যাচাই করা হয়নি। আমাদের পাঠানো লিংক দিয়ে সেটি যাচাই করুন, তারপর আবার Google ব্যবহার করুন।',
    notVerified:
      'Google এই ইমেইল ঠিকানাটি নিশ্চিত করেনি। যাচাই করার জন্য আমরা আপনাকে একটি লিংক ইমেইল করেছি।',
    failed: 'Google সাইন ইন সম্পন্ন করেনি। আবার চেষ্টা করুন।',
    noAnswer: 'Google থেকে কোনো সাড়া পাওয়া যায়নি। আবার চেষ্টা করুন।',
  },
  failureTitles: {
    'sign-in': 'সাইন ইন করা যায়নি',
    'sign-up': 'সাইন আপ করা যায়নি',
    google: 'Google দিয়ে সাইন ইন করা যায়নি',
  },
  toasts: {
    unverified:
      'আগে আপনার ইমেইল ঠিকানা যাচাই করুন: আমাদের পাঠানো লিংকটি খুলুন। নিচ থেকে নতুন লিংক চাইতে পারেন।',
    signedIn: { title: 'আবার স্বাগতম!', description: 'আপনি সফলভাবে সাইন ইন করেছেন।' },
    signedUp: {
      title: 'অ্যাকাউন্ট খোলা হয়েছে!',
      description: 'অ্যাকাউন্ট যাচাই করতে আপনার ইমেইল দেখুন।',
    },
    resetSent: {
      title: 'আপনার ইমেইল দেখুন',
      description: (email) =>
        `${email} ঠিকানায় কোনো অ্যাকাউন্ট থাকলে, নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক সেখানে পাঠানো হয়েছে।`,
    },
    resetFailed: 'রিসেট লিংক পাঠানো যায়নি',
    verificationSent: {
      title: 'যাচাইয়ের ইমেইল পাঠানো হয়েছে',
      description: (email) => `${email} ঠিকানার ইনবক্স দেখুন।`,
    },
    verificationFailed: 'ইমেইল পাঠানো যায়নি',
  },
  reset: {
    loading: 'লোড হচ্ছে…',
    linkExpired:
      'এই রিসেট লিংকের মেয়াদ শেষ, অথবা এটি আগেই ব্যবহার করা হয়েছে। নতুন লিংক চাইতে সাইন ইন পেজে আপনার ইমেইল লিখে “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিন।',
    goToSignIn: 'সাইন ইন পেজে যান',
    mismatch: 'দুটি পাসওয়ার্ড এক নয়।',
    changed: {
      title: 'পাসওয়ার্ড বদলানো হয়েছে',
      description: 'নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন। অন্য সব সেশন থেকে আপনাকে সাইন আউট করা হয়েছে।',
    },
    invalidToken:
      'এই রিসেট লিংকের মেয়াদ শেষ, অথবা এটি আগেই ব্যবহার করা হয়েছে। সাইন ইন পেজ থেকে নতুন লিংক চেয়ে নিন।',
    newPassword: 'নতুন পাসওয়ার্ড',
    repeat: 'নতুন পাসওয়ার্ডটি আবার লিখুন',
    saving: 'সেভ হচ্ছে...',
    submit: 'নতুন পাসওয়ার্ড সেট করুন',
  },
};
