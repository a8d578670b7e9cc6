/**
 * The API's error messages in Bangla: every English sentence the server can put in an error
 * answer's `message` or `fields` values, and how a Bangla page says it (answer-language.ts
 * rewrites the answers of callers that ask for `Accept-Language: bn`). Wording follows
 * docs/bangla-glossary.md, and matches the pages' own copy where they say the same thing.
 *
 * `{name}` stands for a part that varies. answer-language.ts turns its value into Bangla as well:
 * a wait ('3 minutes') becomes '৩ মিনিট', a date '২৬ মার্চ ২০২৬', a number gets Bengali digits,
 * and a value that is itself an entry here (a field's label, a whole sentence) is translated.
 * Placeholders named `id`, `…Id`, `…Email`, `…Title`, `reason` or `detail` are kept as they are
 * (transaction IDs, addresses, course and lab titles, a driver's or bKash's own words).
 *
 * Entries without a placeholder are looked up whole. Entries with one are tried in this order, so
 * a particular sentence comes before a general one that would also match it (the `{label}`
 * templates are last). error-messages.bn.test.ts fails when a message the server writes is
 * missing here, or when an entry's placeholders differ between its two languages.
 */

export interface ErrorMessageBn {
  readonly en: string;
  readonly bn: string;
}

export const errorMessagesBn: readonly ErrorMessageBn[] = [
  // The API in general (app.ts, http/*).
  { en: 'No such API endpoint.', bn: 'এমন কোনো API এন্ডপয়েন্ট নেই।' },
  { en: 'Not found.', bn: 'খুঁজে পাওয়া যায়নি।' },
  { en: 'Something went wrong on our side.', bn: 'আমাদের দিকে একটি সমস্যা হয়েছে।' },
  { en: 'The request could not be completed.', bn: 'অনুরোধটি সম্পন্ন করা যায়নি।' },
  {
    en: 'This request must come from the academy site.',
    bn: 'এই অনুরোধ একাডেমির সাইট থেকেই আসতে হবে।',
  },
  { en: 'Please sign in first.', bn: 'আগে সাইন ইন করুন।' },
  {
    en: 'Only Shikhon Academy staff can do this.',
    bn: 'শুধু Shikhon Academy-র কর্মীরা এটি করতে পারেন।',
  },
  { en: 'Some fields need correcting.', bn: 'কিছু তথ্য ঠিক করতে হবে।' },
  {
    en: 'Must not contain the NUL character (U+0000).',
    bn: 'এতে NUL অক্ষর (U+0000) থাকতে পারবে না।',
  },
  { en: 'The query string: {problem}', bn: 'কোয়েরি স্ট্রিং: {problem}' },
  { en: 'The request body: {problem}', bn: 'অনুরোধের বডি: {problem}' },
  { en: 'Invalid input', bn: 'ইনপুট সঠিক নয়।' },
  { en: 'Must be text.', bn: 'টেক্সট হতে হবে।' },
  { en: 'Must be true or false.', bn: 'true অথবা false হতে হবে।' },
  {
    en: 'Too many attempts. Please wait {wait} and try again.',
    bn: 'অনেকবার চেষ্টা করা হয়েছে। {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  },
  {
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
    bn: 'সার্ভিসটি কিছুক্ষণের জন্য বন্ধ আছে। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'The server is out of storage space, so this could not be saved. Please try again later.',
    bn: 'সার্ভারে জায়গা ফুরিয়ে গেছে, তাই এটি সেভ করা যায়নি। পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'Pictures are briefly unavailable. Please try again in a few minutes.',
    bn: 'ছবি কিছুক্ষণের জন্য দেখানো যাচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },

  // A body over its route's limit (body-limit.ts): `The ${what} is too large.`
  { en: 'The request is too large.', bn: 'অনুরোধটি অনেক বড়।' },
  { en: 'The reason is too large.', bn: 'কারণের লেখাটি অনেক বড়।' },
  { en: 'The note is too large.', bn: 'নোটটি অনেক বড়।' },
  { en: 'The payment is too large.', bn: 'পেমেন্টের তথ্য অনেক বড়।' },
  { en: 'The profile is too large.', bn: 'প্রোফাইলের তথ্য অনেক বড়।' },
  { en: 'The language setting is too large.', bn: 'ভাষার সেটিংটি অনেক বড়।' },
  { en: 'The refund request is too large.', bn: 'রিফান্ডের অনুরোধটি অনেক বড়।' },
  { en: 'The refund approval is too large.', bn: 'রিফান্ডের অনুমোদনটি অনেক বড়।' },
  { en: 'The refund decision is too large.', bn: 'রিফান্ডের সিদ্ধান্তটি অনেক বড়।' },
  { en: 'The leaderboard settings is too large.', bn: 'লিডারবোর্ডের সেটিংস অনেক বড়।' },
  { en: 'The quiz attempt is too large.', bn: 'কুইজের উত্তরগুলো অনেক বড়।' },
  { en: 'The message is too large.', bn: 'মেসেজটি অনেক বড়।' },
  { en: 'The application is too large.', bn: 'আবেদনটি অনেক বড়।' },

  // Sign-up, sign-in and passwords (auth-hooks.ts, shared/schemas/account.ts, password.ts).
  {
    en: 'Too many sign-in attempts for this account. Please try again in {wait}, sign in from a browser you have signed in with before, or choose “Forgot password?” to set a new password.',
    bn: 'এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা করা হয়েছে। {wait} পরে আবার চেষ্টা করুন, আগে যে ব্রাউজারে সাইন ইন করেছেন সেখান থেকে সাইন ইন করুন, অথবা “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিয়ে নতুন পাসওয়ার্ড সেট করুন।',
  },
  {
    en: 'Too many sign-in attempts for this account from this browser. Please try again in {wait}, or choose “Forgot password?” to set a new password.',
    bn: 'এই ব্রাউজার থেকে এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা করা হয়েছে। {wait} পরে আবার চেষ্টা করুন, অথবা “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিয়ে নতুন পাসওয়ার্ড সেট করুন।',
  },
  {
    en: 'Please choose a stronger password. {reasons}',
    bn: 'আরও শক্ত একটি পাসওয়ার্ড বেছে নিন। {reasons}',
  },
  {
    en: 'It must be at least {min} characters long.',
    bn: 'পাসওয়ার্ড কমপক্ষে {min} অক্ষরের হতে হবে।',
  },
  {
    en: 'It is one of the most common passwords.',
    bn: 'এটি সবচেয়ে বেশি ব্যবহৃত পাসওয়ার্ডগুলোর একটি।',
  },
  { en: 'It repeats a single character.', bn: 'এতে একটিই অক্ষর বারবার আছে।' },
  { en: 'It contains your email address.', bn: 'এতে আপনার ইমেইল ঠিকানা আছে।' },
  {
    en: 'Set your profile picture with Upload Picture on your profile page.',
    bn: 'প্রোফাইল পেজে “ছবি আপলোড করুন” দিয়ে আপনার প্রোফাইল ছবি সেট করুন।',
  },
  { en: 'Name must be at most {max} characters.', bn: 'নাম সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  {
    en: 'Enter your full name: your certificates carry it.',
    bn: 'আপনার পুরো নাম লিখুন: সার্টিফিকেটে এই নামই থাকবে।',
  },
  {
    en: 'Google sign-in is not configured on this server.',
    bn: 'এই সার্ভারে Google দিয়ে সাইন ইন চালু করা নেই।',
  },

  // better-auth's own refusals (reshaped by auth-errors.ts), the ones its endpoints can give here.
  { en: 'Invalid email or password', bn: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।' },
  { en: 'Email not verified', bn: 'আপনার ইমেইল ঠিকানা এখনো যাচাই করা হয়নি।' },
  { en: 'User already exists.', bn: 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।' },
  {
    en: 'User already exists. Use another email.',
    bn: 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। অন্য একটি ইমেইল ব্যবহার করুন।',
  },
  { en: 'User not found', bn: 'অ্যাকাউন্টটি খুঁজে পাওয়া যায়নি।' },
  { en: 'Account not found', bn: 'অ্যাকাউন্টটি খুঁজে পাওয়া যায়নি।' },
  { en: 'Credential account not found', bn: 'পাসওয়ার্ডসহ কোনো অ্যাকাউন্ট পাওয়া যায়নি।' },
  { en: 'Invalid password', bn: 'পাসওয়ার্ড সঠিক নয়।' },
  { en: 'Invalid email', bn: 'ইমেইল ঠিকানা সঠিক নয়।' },
  { en: 'Invalid user', bn: 'অ্যাকাউন্টটি সঠিক নয়।' },
  { en: 'Invalid token', bn: 'লিংকটি সঠিক নয়।' },
  { en: 'Token expired', bn: 'লিংকটির মেয়াদ শেষ হয়ে গেছে।' },
  { en: 'Password too short', bn: 'পাসওয়ার্ড খুব ছোট।' },
  { en: 'Password too long', bn: 'পাসওয়ার্ড খুব বড়।' },
  { en: 'Email is already verified', bn: 'ইমেইল ঠিকানাটি আগেই যাচাই করা হয়েছে।' },
  { en: 'Email mismatch', bn: 'ইমেইল ঠিকানা মেলেনি।' },
  { en: 'Email can not be updated', bn: 'ইমেইল ঠিকানা বদলানো যায় না।' },
  { en: 'Change email is disabled', bn: 'ইমেইল ঠিকানা বদলানো বন্ধ আছে।' },
  {
    en: 'Session expired. Re-authenticate to perform this action.',
    bn: 'সেশনের মেয়াদ শেষ হয়েছে। এটি করতে আবার সাইন ইন করুন।',
  },
  { en: 'Session is not fresh', bn: 'এটি করতে আবার সাইন ইন করুন।' },
  { en: 'Failed to create user', bn: 'অ্যাকাউন্ট খোলা যায়নি।' },
  { en: 'Failed to update user', bn: 'অ্যাকাউন্ট আপডেট করা যায়নি।' },
  { en: 'Failed to create session', bn: 'সাইন ইন করা যায়নি।' },
  { en: 'Failed to get session', bn: 'সেশন পড়া যায়নি।' },
  { en: 'Unable to create verification', bn: 'যাচাইয়ের লিংক তৈরি করা যায়নি।' },
  { en: "Verification email isn't enabled", bn: 'যাচাইয়ের ইমেইল চালু নেই।' },
  { en: 'Provider not found', bn: 'সাইন ইনের এই মাধ্যমটি পাওয়া যায়নি।' },
  { en: 'Social account already linked', bn: 'এই অ্যাকাউন্টটি আগেই যুক্ত করা আছে।' },
  { en: 'Linked account already exists', bn: 'যুক্ত অ্যাকাউন্টটি আগে থেকেই আছে।' },
  { en: "You can't unlink your last account", bn: 'আপনার শেষ অ্যাকাউন্টটি আলাদা করা যাবে না।' },
  {
    en: 'User already has a password. Provide that to delete the account.',
    bn: 'অ্যাকাউন্টে আগে থেকেই পাসওয়ার্ড আছে। অ্যাকাউন্ট মুছতে সেটি দিন।',
  },
  { en: 'User already has a password set', bn: 'অ্যাকাউন্টে আগে থেকেই পাসওয়ার্ড সেট করা আছে।' },
  {
    en: 'Cross-site navigation login blocked. This request appears to be a CSRF attack.',
    bn: 'অন্য সাইট থেকে আসা সাইন ইন আটকানো হয়েছে। অনুরোধটি CSRF আক্রমণ বলে মনে হচ্ছে।',
  },
  { en: 'Invalid origin', bn: 'অনুরোধের Origin সঠিক নয়।' },
  { en: 'Missing or null Origin', bn: 'অনুরোধে Origin নেই।' },
  { en: 'Invalid callbackURL', bn: 'callbackURL সঠিক নয়।' },
  { en: 'Invalid redirectURL', bn: 'redirectURL সঠিক নয়।' },
  { en: 'Invalid errorCallbackURL', bn: 'errorCallbackURL সঠিক নয়।' },
  { en: 'Invalid newUserCallbackURL', bn: 'newUserCallbackURL সঠিক নয়।' },
  { en: 'callbackURL is required', bn: 'callbackURL দিতে হবে।' },
  { en: 'Validation Error', bn: 'পাঠানো তথ্য সঠিক নয়।' },
  { en: 'Field is required', bn: 'এই তথ্যটি দিতে হবে।' },
  { en: 'Field not allowed to be set', bn: 'এই তথ্যটি সেট করা যায় না।' },
  { en: 'Body must be an object', bn: 'অনুরোধের বডি একটি অবজেক্ট হতে হবে।' },
  {
    en: 'Too many requests. Please try again later.',
    bn: 'অনেক বেশি অনুরোধ এসেছে। একটু পরে আবার চেষ্টা করুন।',
  },

  // Email addresses (shared/schemas/email.ts).
  {
    en: 'Enter a valid email address, like name@example.com.',
    bn: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  },
  {
    en: 'Email must be at most {max} characters.',
    bn: 'ইমেইল ঠিকানা সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  },
  {
    en: 'The part of your email before the @ must be at most {max} characters.',
    bn: 'ইমেইল ঠিকানার @-এর আগের অংশ সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  },
  {
    en: "An email address cannot contain spaces. Use only letters, digits and . _ + - ' with one @, like name@example.com.",
    bn: "ইমেইল ঠিকানায় স্পেস থাকতে পারে না। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।",
  },
  {
    en: 'An email address cannot contain quotation marks ("). Use only letters, digits and . _ + - \' with one @, like name@example.com.',
    bn: 'ইমেইল ঠিকানায় উদ্ধৃতিচিহ্ন (") থাকতে পারে না। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - \' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।',
  },
  {
    en: "An email address cannot contain commas. Use only letters, digits and . _ + - ' with one @, like name@example.com.",
    bn: "ইমেইল ঠিকানায় কমা থাকতে পারে না। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।",
  },
  {
    en: "An email address cannot contain control characters. Use only letters, digits and . _ + - ' with one @, like name@example.com.",
    bn: "ইমেইল ঠিকানায় কন্ট্রোল ক্যারেক্টার থাকতে পারে না। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - ' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।",
  },
  {
    en: 'An email address cannot contain letters outside A to Z, like "{character}". Use only letters, digits and . _ + - \' with one @, like name@example.com.',
    bn: 'ইমেইল ঠিকানায় A থেকে Z-এর বাইরের অক্ষর থাকতে পারে না, যেমন "{character}"। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - \' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।',
  },
  {
    en: 'An email address cannot contain "{character}". Use only letters, digits and . _ + - \' with one @, like name@example.com.',
    bn: 'ইমেইল ঠিকানায় "{character}" থাকতে পারে না। শুধু ইংরেজি অক্ষর, সংখ্যা এবং . _ + - \' ব্যবহার করুন, সাথে একটি @, যেমন name@example.com।',
  },

  // The contact form and job applications (site-forms, shared/schemas/contact.ts, job-application.ts).
  { en: 'Send the message as JSON.', bn: 'মেসেজটি JSON হিসেবে পাঠান।' },
  { en: 'Send the application as JSON.', bn: 'আবেদনটি JSON হিসেবে পাঠান।' },
  { en: 'Send the message as a JSON object.', bn: 'মেসেজটি JSON অবজেক্ট হিসেবে পাঠান।' },
  { en: 'Send the application as a JSON object.', bn: 'আবেদনটি JSON অবজেক্ট হিসেবে পাঠান।' },
  { en: 'Some message fields need correcting.', bn: 'মেসেজের কিছু তথ্য ঠিক করতে হবে।' },
  { en: 'Some application fields need correcting.', bn: 'আবেদনের কিছু তথ্য ঠিক করতে হবে।' },
  {
    en: 'Too many messages from your connection. Please try again in {wait}.',
    bn: 'আপনার সংযোগ থেকে অনেক বেশি মেসেজ এসেছে। {wait} পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'Too many applications from your connection. Please try again in {wait}.',
    bn: 'আপনার সংযোগ থেকে অনেক বেশি আবেদন এসেছে। {wait} পরে আবার চেষ্টা করুন।',
  },
  { en: 'Enter your first name.', bn: 'আপনার নামের প্রথম অংশ লিখুন।' },
  {
    en: 'First name must be at most 100 characters.',
    bn: 'নামের প্রথম অংশ সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  },
  { en: 'Enter your last name.', bn: 'আপনার নামের শেষ অংশ লিখুন।' },
  {
    en: 'Last name must be at most 100 characters.',
    bn: 'নামের শেষ অংশ সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  },
  { en: 'Enter your email address.', bn: 'আপনার ইমেইল ঠিকানা লিখুন।' },
  { en: 'Enter a subject.', bn: 'একটি বিষয় লিখুন।' },
  { en: 'Enter your message.', bn: 'আপনার মেসেজ লিখুন।' },
  {
    en: 'Your message must be at least {min} characters.',
    bn: 'আপনার মেসেজে কমপক্ষে {min}টি অক্ষর থাকতে হবে।',
  },
  { en: 'Choose one of the open positions.', bn: 'খোলা পদগুলোর একটি বেছে নিন।' },
  {
    en: 'Choose the position you are applying for.',
    bn: 'যে পদের জন্য আবেদন করছেন, সেটি বেছে নিন।',
  },
  { en: 'Enter your full name.', bn: 'আপনার পুরো নাম লিখুন।' },
  {
    en: 'Enter a phone number we can call you on.',
    bn: 'যে ফোন নম্বরে আমরা আপনাকে কল করতে পারি, সেটি লিখুন।',
  },
  {
    en: 'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.',
    bn: 'বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮, অথবা + দিয়ে শুরু হওয়া আন্তর্জাতিক নম্বর।',
  },
  { en: 'Enter a link to your CV or portfolio.', bn: 'আপনার CV বা পোর্টফোলিওর লিংক দিন।' },
  {
    en: 'The link must be at most 2048 characters.',
    bn: 'লিংক সর্বোচ্চ ২০৪৮ অক্ষরের হতে পারে।',
  },
  {
    en: 'Enter a full link starting with https://, e.g. to your CV or portfolio.',
    bn: 'https:// দিয়ে শুরু হওয়া পুরো লিংক দিন, যেমন আপনার CV বা পোর্টফোলিওর লিংক।',
  },
  {
    en: 'The link must start with https:// or http://.',
    bn: 'লিংক https:// অথবা http:// দিয়ে শুরু হতে হবে।',
  },
  { en: 'There is no such message.', bn: 'এমন কোনো মেসেজ নেই।' },
  { en: 'There is no such application.', bn: 'এমন কোনো আবেদন নেই।' },
  {
    en: 'Send {"handled": true} or {"handled": false}.',
    bn: '{"handled": true} অথবা {"handled": false} পাঠান।',
  },

  // Profile and pictures (shared/schemas/profile.ts, routes/profile).
  { en: 'Send the profile as JSON.', bn: 'প্রোফাইল JSON হিসেবে পাঠান।' },
  { en: 'Send the profile as a JSON object.', bn: 'প্রোফাইল JSON অবজেক্ট হিসেবে পাঠান।' },
  { en: 'Some profile fields need correcting.', bn: 'প্রোফাইলের কিছু তথ্য ঠিক করতে হবে।' },
  { en: 'Name must be at most {max} characters', bn: 'নাম সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  { en: 'Name must be text', bn: 'নাম টেক্সট হতে হবে।' },
  {
    en: 'Name in Bangla must be at most {max} characters',
    bn: 'বাংলায় নাম সর্বোচ্চ {max} অক্ষরের হতে পারে।',
  },
  {
    en: 'Name in Bangla must be written in Bangla letters, like নুসরাত জাহান',
    bn: 'বাংলায় নামটি বাংলা অক্ষরে লিখুন, যেমন নুসরাত জাহান।',
  },
  { en: 'Name in Bangla must be text', bn: 'বাংলায় নাম টেক্সট হতে হবে।' },
  { en: 'Email must be text', bn: 'ইমেইল ঠিকানা টেক্সট হতে হবে।' },
  { en: 'Phone number must be text', bn: 'ফোন নম্বর টেক্সট হতে হবে।' },
  {
    en: 'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +',
    bn: 'ফোন নম্বর হতে হবে ০১৭১২৩৪৫৬৭৮-এর মতো বাংলাদেশি মোবাইল নম্বর, অথবা + দিয়ে শুরু হওয়া আন্তর্জাতিক নম্বর।',
  },
  { en: 'Graduation year must be a whole number', bn: 'পাসের সাল একটি পূর্ণ সংখ্যা হতে হবে।' },
  {
    en: 'Graduation year must be between {min} and {max}',
    bn: 'পাসের সাল {min} থেকে {max}-এর মধ্যে হতে হবে।',
  },
  { en: 'Graduation year must be a number', bn: 'পাসের সাল একটি সংখ্যা হতে হবে।' },
  { en: 'GPA must be a number', bn: 'জিপিএ একটি সংখ্যা হতে হবে।' },
  {
    en: 'GPA must have at most 2 decimal places (steps of 0.01)',
    bn: 'জিপিএ-তে দশমিকের পর সর্বোচ্চ ২টি অঙ্ক দিন, যেমন ৪.৫০।',
  },
  { en: 'GPA must be between 0 and 5.00', bn: 'জিপিএ ০ থেকে ৫.০০-এর মধ্যে হতে হবে।' },
  {
    en: 'Profile picture must be a picture uploaded with Upload Picture',
    bn: 'প্রোফাইল ছবি “ছবি আপলোড করুন” দিয়েই সেট করা যায়।',
  },
  { en: 'Profile picture must be text', bn: 'প্রোফাইল ছবির ঠিকানা টেক্সট হতে হবে।' },
  {
    en: 'You have uploaded many pictures recently. Please try again in {wait}.',
    bn: 'আপনি সম্প্রতি অনেকগুলো ছবি আপলোড করেছেন। {wait} পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'The picture is larger than 10 MB. Choose a smaller one.',
    bn: 'ছবিটি ১০ MB-এর চেয়ে বড়। ছোট একটি ছবি বেছে নিন।',
  },
  {
    en: 'Send the picture as multipart/form-data in a field named "file".',
    bn: 'ছবিটি multipart/form-data হিসেবে "file" নামের ঘরে পাঠান।',
  },
  {
    en: 'The upload could not be read. Please try again.',
    bn: 'আপলোডটি পড়া যায়নি। আবার চেষ্টা করুন।',
  },
  {
    en: 'Choose a picture to upload (form field "file").',
    bn: 'আপলোড করার জন্য একটি ছবি বেছে নিন (ফর্মের ঘর "file")।',
  },
  { en: 'The picture is empty.', bn: 'ছবিটি খালি।' },
  {
    en: 'The file is not a JPEG, PNG, WebP or GIF picture.',
    bn: 'ফাইলটি JPEG, PNG, WebP বা GIF ছবি নয়।',
  },
  {
    en: 'The picture has too many pixels. Choose a smaller one.',
    bn: 'ছবিটিতে অনেক বেশি পিক্সেল। ছোট একটি ছবি বেছে নিন।',
  },
  {
    en: 'The picture could not be read. It may be damaged.',
    bn: 'ছবিটি পড়া যায়নি। ফাইলটি হয়তো নষ্ট।',
  },

  // Leaderboard settings (shared/schemas/achievements.ts, routes/achievements).
  {
    en: 'Send your leaderboard settings as JSON.',
    bn: 'আপনার লিডারবোর্ড সেটিংস JSON হিসেবে পাঠান।',
  },
  {
    en: 'Send your leaderboard settings as a JSON object.',
    bn: 'আপনার লিডারবোর্ড সেটিংস JSON অবজেক্ট হিসেবে পাঠান।',
  },
  {
    en: 'Leaderboard name cannot contain the NUL character.',
    bn: 'লিডারবোর্ডের নামে NUL অক্ষর থাকতে পারবে না।',
  },
  { en: 'Leaderboard name is required', bn: 'লিডারবোর্ডের নাম লিখুন।' },
  { en: 'Leaderboard name must be text', bn: 'লিডারবোর্ডের নাম টেক্সট হতে হবে।' },
  {
    en: 'Leaderboard name must be {min} to {max} characters',
    bn: 'লিডারবোর্ডের নাম {min} থেকে {max} অক্ষরের হতে হবে।',
  },
  {
    en: "Leaderboard name may use letters, digits, spaces and . ' - _ only",
    bn: "লিডারবোর্ডের নামে শুধু অক্ষর, সংখ্যা, স্পেস এবং . ' - _ ব্যবহার করা যায়।",
  },
  {
    en: 'Show me on the leaderboard must be true or false',
    bn: '“লিডারবোর্ডে আমাকে দেখান” true অথবা false হতে হবে।',
  },
  {
    en: 'Leaderboard name cannot be your email address or the part before the @. Choose the name others see.',
    bn: 'লিডারবোর্ডের নাম আপনার ইমেইল ঠিকানা বা @-এর আগের অংশ হতে পারবে না। অন্যরা যে নাম দেখবেন, সেটি বেছে নিন।',
  },
  { en: 'Choose the "week" or "all" board.', bn: '"week" অথবা "all" বোর্ড বেছে নিন।' },

  // The learner's language (shared/schemas/language.ts, routes/me).
  { en: 'Choose English or বাংলা.', bn: 'English অথবা বাংলা বেছে নিন।' },
  { en: 'Send your language as JSON.', bn: 'আপনার ভাষা JSON হিসেবে পাঠান।' },
  { en: 'Send your language as a JSON object.', bn: 'আপনার ভাষা JSON অবজেক্ট হিসেবে পাঠান।' },

  // Orders and payments by Send Money (shared/schemas/order.ts, order-labels.ts, routes/orders).
  { en: 'Send the payment details as JSON.', bn: 'পেমেন্টের তথ্য JSON হিসেবে পাঠান।' },
  {
    en: 'Send the payment details as a JSON object.',
    bn: 'পেমেন্টের তথ্য JSON অবজেক্ট হিসেবে পাঠান।',
  },
  { en: 'Some payment details need correcting.', bn: 'পেমেন্টের কিছু তথ্য ঠিক করতে হবে।' },
  { en: 'Choose a course to pay for.', bn: 'যে কোর্সের পেমেন্ট করবেন, সেটি বেছে নিন।' },
  { en: 'There is no such course.', bn: 'এমন কোনো কোর্স নেই।' },
  { en: 'Choose bKash or Nagad.', bn: 'bKash বা Nagad বেছে নিন।' },
  {
    en: 'Enter the mobile number you paid from.',
    bn: 'যে মোবাইল নম্বর থেকে পেমেন্ট করেছেন, সেটি দিন।',
  },
  {
    en: 'Mobile number must be a Bangladeshi mobile number like 01712345678.',
    bn: 'মোবাইল নম্বরটি ০১৭১২৩৪৫৬৭৮-এর মতো বাংলাদেশি মোবাইল নম্বর হতে হবে।',
  },
  {
    en: 'Enter the transaction ID from your payment confirmation SMS.',
    bn: 'পেমেন্টের কনফার্মেশন SMS থেকে ট্রানজেকশন আইডি দিন।',
  },
  {
    en: 'Transaction ID must be {min} to {max} letters and digits, as shown in your payment SMS.',
    bn: 'ট্রানজেকশন আইডি হবে {min} থেকে {max} অক্ষরের (অক্ষর ও সংখ্যা), যেমনটি পেমেন্টের SMS-এ আছে।',
  },
  {
    en: 'This transaction ID has already been used for another order.',
    bn: 'এই ট্রানজেকশন আইডি দিয়ে আগেই অন্য একটি অর্ডার করা হয়েছে।',
  },
  {
    en: 'This transaction ID has already been used for another order. If you paid with it, contact support at {supportEmail} (or through the contact page) and quote transaction ID {transactionId}.',
    bn: 'এই ট্রানজেকশন আইডি দিয়ে আগেই অন্য একটি অর্ডার করা হয়েছে। পেমেন্টটি আপনার হলে {supportEmail} ঠিকানায় (অথবা যোগাযোগ পেজ থেকে) সাপোর্টে যোগাযোগ করুন এবং ট্রানজেকশন আইডি {transactionId} জানান।',
  },
  {
    en: 'You have already submitted this transaction ID.',
    bn: 'এই ট্রানজেকশন আইডি আপনি আগেই জমা দিয়েছেন।',
  },
  {
    en: 'You have already submitted this transaction ID for {courseTitle}. One payment pays for one order: check the transaction ID in your payment SMS.',
    bn: '{courseTitle}-এর জন্য এই ট্রানজেকশন আইডি আপনি আগেই জমা দিয়েছেন। একটি পেমেন্টে একটি অর্ডারই হয়: পেমেন্টের SMS-এ ট্রানজেকশন আইডিটি আবার দেখুন।',
  },
  {
    en: 'You already have a payment for this course waiting for verification.',
    bn: 'এই কোর্সের একটি পেমেন্ট আগে থেকেই যাচাইয়ের অপেক্ষায় আছে।',
  },
  {
    en: 'You already have a payment for this programme waiting for verification.',
    bn: 'এই ল্যাব প্রোগ্রামের একটি পেমেন্ট আগে থেকেই যাচাইয়ের অপেক্ষায় আছে।',
  },
  {
    en: 'You have submitted many payments recently. Please try again in {wait}.',
    bn: 'আপনি সম্প্রতি অনেকগুলো পেমেন্ট জমা দিয়েছেন। {wait} পরে আবার চেষ্টা করুন।',
  },
  { en: 'There is no such order.', bn: 'এমন কোনো অর্ডার নেই।' },
  {
    en: 'This programme is not on sale yet: its labs are still being built. Its page can tell you when it opens.',
    bn: 'এই প্রোগ্রামটি এখনো বিক্রি হচ্ছে না: এর ল্যাবগুলো এখনো তৈরি হচ্ছে। কবে চালু হবে, তা এর পেজে জানতে পারবেন।',
  },

  // Enrolment (learning/enrolments.ts, routes/programmes).
  { en: 'Choose a course to start.', bn: 'শুরু করার জন্য একটি কোর্স বেছে নিন।' },
  {
    en: 'This course is paid: buy it at checkout first.',
    bn: 'এই কোর্সটি পেইড: আগে চেকআউট থেকে কিনে নিন।',
  },
  { en: 'You already own this course.', bn: 'এই কোর্সটি আপনার আগেই কেনা আছে।' },
  { en: 'You already own this programme.', bn: 'এই ল্যাব প্রোগ্রামটি আপনার আগেই কেনা আছে।' },
  {
    en: 'This course is free: start it from its page, no payment needed.',
    bn: 'এই কোর্সটি ফ্রি: এর পেজ থেকেই শুরু করুন, পেমেন্ট লাগবে না।',
  },
  { en: 'There is no such programme.', bn: 'এমন কোনো প্রোগ্রাম নেই।' },
  {
    en: '{title} is on sale: enrol from its page.',
    bn: '{title} এখন বিক্রি হচ্ছে: এর পেজ থেকে ভর্তি হন।',
  },

  // Pay with bKash (shared/schemas/bkash.ts, payments/*).
  {
    en: 'Send the course to pay for as JSON.',
    bn: 'যে কোর্সের পেমেন্ট করবেন, তা JSON হিসেবে পাঠান।',
  },
  { en: 'There is no such course or programme.', bn: 'এমন কোনো কোর্স বা প্রোগ্রাম নেই।' },
  { en: 'There is no such payment.', bn: 'এমন কোনো পেমেন্ট নেই।' },
  { en: 'Pay with bKash is not available here.', bn: 'এখানে bKash-এ পেমেন্ট করা যায় না।' },
  { en: 'Pay with bKash is not available.', bn: 'bKash-এ পেমেন্ট এখন চালু নেই।' },
  {
    en: 'You have started many payments recently. Please try again in {wait}.',
    bn: 'আপনি সম্প্রতি অনেকগুলো পেমেন্ট শুরু করেছেন। {wait} পরে আবার চেষ্টা করুন।',
  },
  { en: 'Pay with bKash', bn: 'bKash-এ পেমেন্ট করুন' },
  {
    en: "bKash confirmed your payment. You're enrolled.",
    bn: 'bKash আপনার পেমেন্ট নিশ্চিত করেছে। আপনি ভর্তি হয়েছেন।',
  },
  {
    en: 'bKash took your payment, but its details did not match this order, so a staff member will check it within 24 hours; you do not need to pay again.',
    bn: 'bKash আপনার পেমেন্ট নিয়েছে, কিন্তু এর তথ্য এই অর্ডারের সঙ্গে মেলেনি, তাই আমাদের টিমের একজন ২৪ ঘণ্টার মধ্যে এটি দেখবেন; আবার পেমেন্ট করার দরকার নেই।',
  },
  {
    en: 'bKash has not confirmed your payment yet. If money left your account, we will finish your enrolment within a few minutes and email you; you do not need to pay again.',
    bn: 'bKash এখনো আপনার পেমেন্ট নিশ্চিত করেনি। অ্যাকাউন্ট থেকে টাকা কেটে থাকলে কয়েক মিনিটের মধ্যে আমরা আপনার ভর্তি সম্পন্ন করে ইমেইল করব; আবার পেমেন্ট করার দরকার নেই।',
  },
  {
    en: 'You closed the bKash payment page, so nothing was charged. Choose a way to pay when you are ready.',
    bn: 'আপনি bKash পেমেন্ট পেজটি বন্ধ করেছেন, তাই কোনো টাকা কাটা হয়নি। প্রস্তুত হলে পেমেন্টের একটি উপায় বেছে নিন।',
  },
  {
    en: 'bKash could not complete the payment, and nothing was charged.',
    bn: 'bKash পেমেন্টটি সম্পন্ন করতে পারেনি, কোনো টাকা কাটা হয়নি।',
  },
  {
    en: 'bKash declined the payment: your account does not have enough balance. Nothing was charged. Add money to your bKash account and try again, or pay another way below.',
    bn: 'bKash পেমেন্টটি নেয়নি: আপনার অ্যাকাউন্টে যথেষ্ট ব্যালান্স নেই। কোনো টাকা কাটা হয়নি। bKash অ্যাকাউন্টে টাকা যোগ করে আবার চেষ্টা করুন, অথবা নিচে অন্য উপায়ে পেমেন্ট করুন।',
  },
  {
    en: 'bKash declined the payment: this bKash account cannot make payments right now. Nothing was charged. Call bKash on 16247, or pay another way below.',
    bn: 'bKash পেমেন্টটি নেয়নি: এই bKash অ্যাকাউন্ট থেকে এখন পেমেন্ট করা যাচ্ছে না। কোনো টাকা কাটা হয়নি। bKash-এর ১৬২৪৭ নম্বরে কল করুন, অথবা নিচে অন্য উপায়ে পেমেন্ট করুন।',
  },
  {
    en: 'This bKash payment expired before it was completed; nothing was charged.',
    bn: 'এই bKash পেমেন্ট সম্পন্ন হওয়ার আগেই এর মেয়াদ শেষ হয়ে গেছে; কোনো টাকা কাটা হয়নি।',
  },
  {
    en: 'You started a newer bKash payment for this course, so this one was closed; nothing was charged.',
    bn: 'এই কোর্সের জন্য আপনি নতুন একটি bKash পেমেন্ট শুরু করেছেন, তাই এটি বন্ধ করা হয়েছে; কোনো টাকা কাটা হয়নি।',
  },
  {
    en: 'A bKash payment for this course was started a moment ago. Finish it on the bKash page, or try again in a minute.',
    bn: 'এই কোর্সের একটি bKash পেমেন্ট এইমাত্র শুরু হয়েছে। bKash পেজে সেটি শেষ করুন, অথবা এক মিনিট পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'bKash is not answering right now, so nothing was charged. Try again in a few minutes, or pay by sending money below.',
    bn: 'bKash এখন সাড়া দিচ্ছে না, তাই কোনো টাকা কাটা হয়নি। কয়েক মিনিট পরে আবার চেষ্টা করুন, অথবা নিচে Send Money করে পেমেন্ট করুন।',
  },
  {
    en: 'bKash refused to start this payment, and nothing was charged (bKash: {detail})',
    bn: 'bKash এই পেমেন্ট শুরু করতে দেয়নি, কোনো টাকা কাটা হয়নি (bKash: {detail})।',
  },
  {
    en: 'bKash refused to start this payment, and nothing was charged',
    bn: 'bKash এই পেমেন্ট শুরু করতে দেয়নি, কোনো টাকা কাটা হয়নি।',
  },
  { en: 'bKash simulator: no real money moves', bn: 'bKash সিমুলেটর: আসল টাকা লেনদেন হয় না।' },

  // Refunds (shared/schemas/refund.ts, routes/refunds).
  {
    en: 'You can get your money back within {days} days of your payment being verified, while you have completed less than {percent}% of the course.',
    bn: 'পেমেন্ট যাচাই হওয়ার {days} দিনের মধ্যে, কোর্সের {percent}%-এর কম সম্পন্ন করে থাকলে, আপনি টাকা ফেরত পেতে পারেন।',
  },
  { en: 'Send the refund request as JSON.', bn: 'রিফান্ডের অনুরোধ JSON হিসেবে পাঠান।' },
  {
    en: 'Send the refund request as a JSON object.',
    bn: 'রিফান্ডের অনুরোধ JSON অবজেক্ট হিসেবে পাঠান।',
  },
  { en: 'The refund request needs correcting.', bn: 'রিফান্ডের অনুরোধটি ঠিক করতে হবে।' },
  { en: 'Choose the order to refund.', bn: 'কোন অর্ডারের রিফান্ড চান, সেটি বেছে নিন।' },
  { en: 'The reason must be text.', bn: 'কারণ টেক্সট হতে হবে।' },
  { en: 'The reason must be at most {max} characters.', bn: 'কারণ সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  {
    en: 'The reason cannot contain the NUL character.',
    bn: 'কারণের লেখায় NUL অক্ষর থাকতে পারবে না।',
  },
  { en: 'Send the reason as JSON.', bn: 'কারণটি JSON হিসেবে পাঠান।' },
  { en: 'Send the reason as a JSON object.', bn: 'কারণটি JSON অবজেক্ট হিসেবে পাঠান।' },
  {
    en: 'Send the refund transaction ID as JSON.',
    bn: 'রিফান্ডের ট্রানজেকশন আইডি JSON হিসেবে পাঠান।',
  },
  {
    en: 'Write the reason for declining; the learner will see it.',
    bn: 'নাকচ করার কারণ লিখুন; শিক্ষার্থী এটি দেখবেন।',
  },
  {
    en: 'Enter the transaction ID of the refund you sent.',
    bn: 'যে রিফান্ড পাঠিয়েছেন, তার ট্রানজেকশন আইডি দিন।',
  },
  {
    en: 'Transaction ID must be {min} to {max} letters and digits, as shown in the bKash or Nagad confirmation.',
    bn: 'ট্রানজেকশন আইডি হবে {min} থেকে {max} অক্ষরের (অক্ষর ও সংখ্যা), যেমনটি bKash বা Nagad-এর কনফার্মেশনে আছে।',
  },
  { en: 'Only a verified payment can be refunded.', bn: 'শুধু যাচাই হওয়া পেমেন্টেরই রিফান্ড হয়।' },
  {
    en: 'A refund for this order has already been requested.',
    bn: 'এই অর্ডারের রিফান্ডের অনুরোধ আগেই করা হয়েছে।',
  },
  { en: 'There is no such refund request.', bn: 'এমন কোনো রিফান্ডের অনুরোধ নেই।' },
  {
    en: "This order was not paid through bKash's checkout: send the money back by hand and approve the refund with that refund's transaction ID.",
    bn: 'এই অর্ডারের পেমেন্ট bKash চেকআউটে হয়নি: টাকা নিজে ফেরত পাঠান, তারপর সেই রিফান্ডের ট্রানজেকশন আইডি দিয়ে রিফান্ড অনুমোদন করুন।',
  },
  {
    en: "bKash's merchant API is not set up on this server: send the money back by hand and record that refund's transaction ID.",
    bn: 'এই সার্ভারে bKash-এর মার্চেন্ট API সেট আপ করা নেই: টাকা নিজে ফেরত পাঠান এবং সেই রিফান্ডের ট্রানজেকশন আইডি লিখে রাখুন।',
  },
  {
    en: 'Only an approved refund can be sent back through bKash.',
    bn: 'শুধু অনুমোদিত রিফান্ডই bKash দিয়ে ফেরত পাঠানো যায়।',
  },
  {
    en: 'A refund through bKash for this request is under way. Reload the page in a minute to see how it ended.',
    bn: 'এই অনুরোধের জন্য bKash দিয়ে একটি রিফান্ড চলছে। ফলাফল দেখতে এক মিনিট পরে পেজটি রিলোড করুন।',
  },
  {
    en: 'The money was already sent back (refund transaction ID {refundTransactionId}).',
    bn: 'টাকা আগেই ফেরত পাঠানো হয়েছে (রিফান্ডের ট্রানজেকশন আইডি {refundTransactionId})।',
  },
  { en: 'The money was already sent back.', bn: 'টাকা আগেই ফেরত পাঠানো হয়েছে।' },
  {
    en: 'More than {days} days have passed since your payment was verified (on {date}).',
    bn: 'আপনার পেমেন্ট যাচাই হওয়ার ({date}) পর {days} দিনের বেশি পেরিয়ে গেছে।',
  },
  {
    en: 'You have completed {percent}% of this course; refunds are for courses under {max}% complete.',
    bn: 'আপনি এই কোর্সের {percent}% সম্পন্ন করেছেন; {max}%-এর কম সম্পন্ন কোর্সেরই রিফান্ড হয়।',
  },
  {
    en: 'You have completed {percent}% of this programme; refunds are for programmes under {max}% complete.',
    bn: 'আপনি এই ল্যাব প্রোগ্রামের {percent}% সম্পন্ন করেছেন; {max}%-এর কম সম্পন্ন প্রোগ্রামেরই রিফান্ড হয়।',
  },
  {
    en: 'This refund cannot be approved: the learner has now completed {percentNow}% of this course ({percentAtRequest}% when they asked), and refunds are for courses under {max}% complete. Decline the request with a reason instead.',
    bn: 'এই রিফান্ড অনুমোদন করা যাবে না: শিক্ষার্থী এখন এই কোর্সের {percentNow}% সম্পন্ন করেছেন (অনুরোধের সময় {percentAtRequest}%), আর {max}%-এর কম সম্পন্ন কোর্সেরই রিফান্ড হয়। এর বদলে কারণ লিখে অনুরোধটি নাকচ করুন।',
  },
  {
    en: 'This refund cannot be approved: the learner has now completed {percentNow}% of this programme ({percentAtRequest}% when they asked), and refunds are for programmes under {max}% complete. Decline the request with a reason instead.',
    bn: 'এই রিফান্ড অনুমোদন করা যাবে না: শিক্ষার্থী এখন এই ল্যাব প্রোগ্রামের {percentNow}% সম্পন্ন করেছেন (অনুরোধের সময় {percentAtRequest}%), আর {max}%-এর কম সম্পন্ন প্রোগ্রামেরই রিফান্ড হয়। এর বদলে কারণ লিখে অনুরোধটি নাকচ করুন।',
  },
  {
    en: 'This refund request was already approved by {decider}.',
    bn: 'এই রিফান্ডের অনুরোধ আগেই অনুমোদন করেছেন {decider}।',
  },
  {
    en: 'This refund request was already declined by {decider}.',
    bn: 'এই রিফান্ডের অনুরোধ আগেই নাকচ করেছেন {decider}।',
  },

  // Staff: order review, mail, inbox, bKash reconciliation (routes/admin).
  { en: 'The note must be text.', bn: 'নোট টেক্সট হতে হবে।' },
  { en: 'The note must be at most {max} characters.', bn: 'নোট সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  { en: 'The note needs correcting.', bn: 'নোটটি ঠিক করতে হবে।' },
  {
    en: 'Write the reason for rejecting; the learner will see it.',
    bn: 'বাতিল করার কারণ লিখুন; শিক্ষার্থী এটি দেখবেন।',
  },
  {
    en: 'Another staff member must review your own order.',
    bn: 'আপনার নিজের অর্ডার অন্য একজন কর্মীকে যাচাই করতে হবে।',
  },
  {
    en: 'This order was already verified by {reviewer}.',
    bn: 'এই অর্ডারটি আগেই যাচাই করেছেন {reviewer}।',
  },
  {
    en: 'This order was already rejected by {reviewer}.',
    bn: 'এই অর্ডারটি আগেই বাতিল করেছেন {reviewer}।',
  },
  { en: 'There is no such mail.', bn: 'এমন কোনো মেইল নেই।' },
  { en: 'This mail has already been sent.', bn: 'এই মেইলটি আগেই পাঠানো হয়েছে।' },
  {
    en: 'This mail is already waiting to be sent.',
    bn: 'এই মেইলটি আগে থেকেই পাঠানোর অপেক্ষায় আছে।',
  },
  {
    en: 'Give the day as a date like 2026-11-30.',
    bn: 'দিনটি 2026-11-30-এর মতো করে তারিখ হিসেবে দিন।',
  },
  {
    en: "bKash's merchant API is not set up on this server, so there is nothing to reconcile.",
    bn: 'এই সার্ভারে bKash-এর মার্চেন্ট API সেট আপ করা নেই, তাই মিলিয়ে দেখার কিছু নেই।',
  },
  { en: 'The metrics need their bearer token.', bn: 'মেট্রিক্স দেখতে bearer টোকেন লাগবে।' },

  // Certificates (shared/schemas/certificates.ts, learning/certificates, routes/certificates).
  { en: 'There is no certificate with this id.', bn: 'এই আইডির কোনো সার্টিফিকেট নেই।' },
  {
    en: 'Write why this certificate is revoked: its page shows the reason.',
    bn: 'সার্টিফিকেটটি কেন বাতিল করা হচ্ছে, লিখুন: এর পেজে কারণটি দেখানো হবে।',
  },
  { en: 'Keep the reason under {max} characters.', bn: 'কারণটি {max} অক্ষরের মধ্যে রাখুন।' },
  { en: 'This certificate is already revoked.', bn: 'এই সার্টিফিকেটটি আগেই বাতিল করা হয়েছে।' },
  {
    en: 'Add your full name on your profile first: certificates carry it, never your email address.',
    bn: 'আগে আপনার প্রোফাইলে পুরো নাম যোগ করুন: সার্টিফিকেটে এই নামই থাকে, কখনো আপনার ইমেইল ঠিকানা নয়।',
  },
  {
    en: 'You can re-issue your certificates once a month. You can do it again on {date}.',
    bn: 'আপনি মাসে একবার আপনার সার্টিফিকেট আবার ইস্যু করতে পারেন। আবার করতে পারবেন {date} তারিখে।',
  },
  {
    en: 'You can re-issue your certificates once a month.',
    bn: 'আপনি মাসে একবার আপনার সার্টিফিকেট আবার ইস্যু করতে পারেন।',
  },
  {
    en: 'Your certificates already carry the name on your profile.',
    bn: 'আপনার সার্টিফিকেটে আগে থেকেই প্রোফাইলের নামটি আছে।',
  },
  { en: 'No such status list.', bn: 'এমন কোনো স্ট্যাটাস লিস্ট নেই।' },
  {
    en: 'This certificate was revoked on {date}.',
    bn: 'এই সার্টিফিকেটটি {date} তারিখে বাতিল করা হয়েছে।',
  },

  // The course player (shared/schemas/learn.ts, routes/learn).
  {
    en: 'Enrol in this course to open its lessons and quizzes.',
    bn: 'এর লেসন ও কুইজ খুলতে এই কোর্সে ভর্তি হন।',
  },
  { en: 'This course has no lessons yet.', bn: 'এই কোর্সে এখনো কোনো লেসন নেই।' },
  { en: 'There is no such lesson in this course.', bn: 'এই কোর্সে এমন কোনো লেসন নেই।' },
  { en: 'There is no such quiz in this course.', bn: 'এই কোর্সে এমন কোনো কুইজ নেই।' },
  {
    en: 'This quiz has changed since you opened it: reload it to see the new questions.',
    bn: 'আপনি খোলার পর কুইজটি বদলে গেছে: নতুন প্রশ্নগুলো দেখতে এটি রিলোড করুন।',
  },
  { en: 'Send your quiz answers as JSON.', bn: 'আপনার কুইজের উত্তর JSON হিসেবে পাঠান।' },
  {
    en: 'Send your quiz answers as a JSON object.',
    bn: 'আপনার কুইজের উত্তর JSON অবজেক্ট হিসেবে পাঠান।',
  },
  { en: 'Answers cannot contain the NUL character.', bn: 'উত্তরে NUL অক্ষর থাকতে পারবে না।' },
  { en: 'Some answers need correcting.', bn: 'কিছু উত্তর ঠিক করতে হবে।' },
  { en: 'Send the quiz version you answered.', bn: 'যে ভার্সনের কুইজের উত্তর দিয়েছেন, সেটি পাঠান।' },
  {
    en: 'Send your answers as an object of question id to answer.',
    bn: 'আপনার উত্তরগুলো প্রশ্নের আইডি ধরে একটি অবজেক্টে পাঠান।',
  },
  { en: 'You can try this quiz again in {wait}.', bn: 'এই কুইজ আবার দিতে পারবেন {wait} পরে।' },
  {
    en: 'You have passed this quiz, so it takes no more attempts: its review shows every answer with its explanation.',
    bn: 'আপনি এই কুইজে পাস করেছেন, তাই আর চেষ্টা করা যাবে না: রিভিউতে প্রতিটি উত্তর ব্যাখ্যাসহ দেখানো আছে।',
  },

  // Labs (routes/labs/lab-session-rules.ts, shared/schemas/lab-rules.ts).
  { en: 'There is no such lab.', bn: 'এমন কোনো ল্যাব নেই।' },
  { en: 'There is no such lab session.', bn: 'এমন কোনো ল্যাব সেশন নেই।' },
  {
    en: 'Enrol in this course to open its labs (its first lab is free to try).',
    bn: 'এর ল্যাবগুলো খুলতে এই কোর্সে ভর্তি হন (প্রথম ল্যাবটি ফ্রিতে করে দেখা যায়)।',
  },
  { en: 'This lab session belongs to another learner.', bn: 'এই ল্যাব সেশনটি অন্য একজন শিক্ষার্থীর।' },
  {
    en: 'This lab session is not running: start the lab again.',
    bn: 'এই ল্যাব সেশনটি চলছে না: ল্যাবটি আবার শুরু করুন।',
  },
  {
    en: 'Your access to this course has ended (it was refunded), so this lab session was closed.',
    bn: 'এই কোর্সে আপনার অ্যাক্সেস শেষ হয়েছে (রিফান্ড করা হয়েছে), তাই এই ল্যাব সেশনটি বন্ধ করা হয়েছে।',
  },
  { en: 'This lab session has not started yet.', bn: 'এই ল্যাব সেশনটি এখনো শুরু হয়নি।' },
  { en: 'There is no such step in this lab.', bn: 'এই ল্যাবে এমন কোনো ধাপ নেই।' },
  {
    en: 'A check is already running for this session: wait for its verdict.',
    bn: 'এই সেশনে একটি যাচাই আগে থেকেই চলছে: এর ফলাফলের জন্য অপেক্ষা করুন।',
  },
  {
    en: 'The terminal is already being opened: try again in a second.',
    bn: 'টার্মিনালটি খোলা হচ্ছে: এক সেকেন্ড পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'Every step passes on your sandbox as it is now: the lab is passed.',
    bn: 'আপনার স্যান্ডবক্সে এখন প্রতিটি ধাপ পাস করছে: ল্যাবটি পাস হয়েছে।',
  },
  {
    en: 'Step {step} no longer passes on your sandbox as it is now. Fix it and press Finish lab again.',
    bn: 'আপনার স্যান্ডবক্সে ধাপ {step} এখন আর পাস করছে না। ঠিক করে আবার “ল্যাব সম্পন্ন করুন” চাপুন।',
  },
  {
    en: 'Finish lab checks every step again: pass each step first. Step {step} does not pass yet.',
    bn: '“ল্যাব সম্পন্ন করুন” প্রতিটি ধাপ আবার যাচাই করে: আগে প্রতিটি ধাপ পাস করুন। ধাপ {step} এখনো পাস করেনি।',
  },
  {
    en: 'The terminal was opened too often: try again in {wait}.',
    bn: 'টার্মিনাল খুব ঘন ঘন খোলা হয়েছে: {wait} পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'You have started many labs in the last hour: try again in {wait}.',
    bn: 'গত এক ঘণ্টায় আপনি অনেকগুলো ল্যাব শুরু করেছেন: {wait} পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'Checked too often (at most {max} checks in {minutes} minutes): try again in {wait}.',
    bn: 'খুব ঘন ঘন যাচাই করা হয়েছে ({minutes} মিনিটে সর্বোচ্চ {max} বার): {wait} পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'The check took longer than {seconds} seconds and was stopped.',
    bn: 'যাচাইয়ে {seconds} সেকেন্ডের বেশি সময় লেগেছে, তাই এটি থামিয়ে দেওয়া হয়েছে।',
  },
  {
    en: 'You are number {position} in the queue.',
    bn: 'অপেক্ষার তালিকায় আপনি {position} নম্বরে আছেন।',
  },
  {
    en: "All the lab machines for free labs are in use; enrolled learners' labs start first. {queue}",
    bn: 'ফ্রি ল্যাবের সব মেশিন এখন ব্যবহার হচ্ছে; ভর্তি হওয়া শিক্ষার্থীদের ল্যাব আগে শুরু হয়। {queue}',
  },
  {
    en: 'You already have a lab running: {labTitle}. End it or go back to it first.',
    bn: 'আপনার একটি ল্যাব এখন চলছে: {labTitle}। আগে সেটি বন্ধ করুন, অথবা সেখানে ফিরে যান।',
  },
  {
    en: 'This session was already extended once; it cannot be extended again.',
    bn: 'এই সেশনের সময় একবার বাড়ানো হয়েছে; আর বাড়ানো যাবে না।',
  },
  {
    en: 'This terminal must be opened from the site.',
    bn: 'এই টার্মিনালটি সাইট থেকেই খুলতে হবে।',
  },
  { en: 'Open the terminal with a WebSocket.', bn: 'WebSocket দিয়ে টার্মিনালটি খুলুন।' },
  {
    en: 'All {max} lab machines are in use; try again in a few minutes.',
    bn: 'ল্যাবের {max}টি মেশিনই এখন ব্যবহার হচ্ছে; কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
  {
    en: 'Labs are unavailable on this server: no sandbox driver is set up.',
    bn: 'এই সার্ভারে এখন ল্যাব চালু নেই: কোনো স্যান্ডবক্স ড্রাইভার সেট আপ করা নেই।',
  },
  {
    en: 'Labs are unavailable on this server: the sandbox driver did not answer.',
    bn: 'এই সার্ভারে এখন ল্যাব চালু নেই: স্যান্ডবক্স ড্রাইভার সাড়া দেয়নি।',
  },
  // The rest of a driver's reason is for whoever runs the server: it stays as the driver wrote it.
  {
    en: 'Labs are unavailable on this server: {reason}',
    bn: 'এই সার্ভারে এখন ল্যাব চালু নেই: {reason}',
  },

  // Who did it, when a reviewer's address is not known (placeholders above).
  { en: 'another reviewer', bn: 'অন্য একজন রিভিউয়ার' },
  { en: 'another staff member', bn: 'অন্য একজন কর্মী' },

  // Field labels the `{label}` templates below name.
  { en: 'Your message', bn: 'আপনার মেসেজ' },
  { en: 'Subject', bn: 'বিষয়' },
  { en: 'Profession', bn: 'পেশা' },
  { en: 'Company', bn: 'কোম্পানির নাম' },
  { en: 'Nationality', bn: 'জাতীয়তা' },
  { en: 'Institute', bn: 'শিক্ষাপ্রতিষ্ঠানের নাম' },
  { en: 'Facebook URL', bn: 'Facebook লিংক' },
  { en: 'LinkedIn URL', bn: 'LinkedIn লিংক' },
  { en: 'GitHub URL', bn: 'GitHub লিংক' },

  // General rules of a labelled field (shared/schemas/form-rules.ts, profile.ts): last, so the
  // particular sentences above are found first.
  { en: '{label} must be at most {max} characters.', bn: '{label} সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  { en: '{label} must be at most {max} characters', bn: '{label} সর্বোচ্চ {max} অক্ষরের হতে পারে।' },
  { en: '{label} must be text', bn: '{label} টেক্সট হতে হবে।' },
  {
    en: '{label} must be a full web address starting with https://',
    bn: '{label} হতে হবে https:// দিয়ে শুরু হওয়া পুরো ওয়েব ঠিকানা।',
  },
  {
    en: '{label} must start with http:// or https://',
    bn: '{label} http:// অথবা https:// দিয়ে শুরু হতে হবে।',
  },
];
