/**
 * Settings that prerendered pages show but only the running server knows (the receiving numbers
 * come from BKASH_NUMBER and NAGAD_NUMBER). Pages are rendered at build time with these
 * placeholders; the server replaces them in every page's HTML when it loads the site, and the
 * page's head carries each value in a `<meta name="shikhon:{name}">` tag that the browser reads
 * before hydrating, so the client renders exactly the text the server sent.
 */
export const SITE_SETTING_PLACEHOLDERS = {
  'bkash-number': '__BKASH_NUMBER__',
  'nagad-number': '__NAGAD_NUMBER__',
  /** A warning while the numbers are the built-in demo ones; '' once both are configured. */
  'payment-numbers-note': '__PAYMENT_NUMBERS_NOTE__',
  /** SUPPORT_EMAIL: where contact messages go, shown on the contact, legal and FAQ pages. */
  'support-email': '__SUPPORT_EMAIL__',
  /** COMMUNITY_URL and CHAT_URL; '' when unset (their links are then not shown). */
  'community-url': '__COMMUNITY_URL__',
  'chat-url': '__CHAT_URL__',
} as const;

export type SiteSettingName = keyof typeof SITE_SETTING_PLACEHOLDERS;
export type SiteSettings = Record<SiteSettingName, string>;

export const SITE_SETTING_NAMES = Object.keys(SITE_SETTING_PLACEHOLDERS) as SiteSettingName[];

export const DEMO_NUMBERS_NOTE =
  'These are demo numbers: this academy has not set its own receiving numbers yet, so please do not send real money.';

/** The same warning on Bangla pages (the server fills each page's placeholders in its language). */
export const DEMO_NUMBERS_NOTE_BN =
  'এগুলো ডেমো নম্বর: এই একাডেমি এখনো নিজের পেমেন্ট নম্বর সেট করেনি, তাই দয়া করে আসল টাকা পাঠাবেন না।';
