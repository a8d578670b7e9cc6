import type { ColumnType, Generated } from 'kysely';
import type { MailStatus } from '../../shared/schemas/mail';

/**
 * Typed tables. Each migration that adds a table adds its interface here. Only declared types,
 * one per table, so this file is kept whole past the usual length.
 */

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One learner's profile (migration 003-profile); every field but the key and time is optional. */
export interface ProfileTable {
  user_id: string;
  name: string | null;
  /** The name in Bangla script, for certificates (migration 023). */
  name_bn: string | null;
  profession: string | null;
  company: string | null;
  nationality: string | null;
  email: string | null;
  phone_number: string | null;
  facebook_url: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  institute: string | null;
  high_school_graduation_year: number | null;
  /** Two-decimal text, e.g. '4.50'. */
  high_school_gpa: string | null;
  profile_picture_url: string | null;
  updated_at: string;
}

/** A payment by bKash or Nagad (migration 004-payments); amount and title from the catalogue. */
/** A column added later: null unless written, so older inserts may leave it out. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface OrdersTable {
  id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  amount: number;
  payment_method: 'bkash' | 'nagad';
  mobile_number: string;
  transaction_id: string;
  payment_status: 'pending' | 'verified' | 'rejected';
  created_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  /** null: a manual submission staff checked; else how bKash confirmed it (migration 021). */
  paid_via: Nullable<'bkash_checkout' | 'bkash_checked'>;
  /** bKash's paymentID of a Tokenized Checkout payment. */
  bkash_payment_id: Nullable<string>;
  /** Why bKash's search did not confirm a typed transaction ID (for staff). */
  check_note: Nullable<string>;
}

/** The bKash token every instance shares, and who may ask for a new one (migration 021). */
export interface BkashTokensTable {
  id: string;
  id_token: string | null;
  refresh_token: string | null;
  expires_at: string | null;
  granted_at: string | null;
  lease_until: string | null;
  lease_holder: string | null;
  /** When bKash last refused a grant (credentials or too many asks): none is asked for a while. */
  refused_at: Nullable<string>;
}

export type BkashPaymentState =
  'initiated' | 'executing' | 'completed' | 'failed' | 'cancelled' | 'expired';

/** A Tokenized Checkout payment for one order id (migration 021). */
export interface BkashPaymentsTable {
  payment_id: string;
  order_id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  amount: number;
  state: BkashPaymentState;
  created_at: string;
  updated_at: string;
  trx_id: string | null;
  customer_msisdn: string | null;
  completed_at: string | null;
  last_error: string | null;
}

/** A bKash call that failed or gave no clear answer (migration 021). */
export interface BkashEventsTable {
  id: string;
  at: string;
  call: string;
  order_id: string | null;
  payment_id: string | null;
  code: string;
  message: string;
}

/** The learner who first submitted a transaction ID owns it (migration 009). */
export interface TransactionClaimsTable {
  payment_method: 'bkash' | 'nagad';
  transaction_id: string;
  user_id: string;
  claimed_at: string;
}

/** A refused submission of a transaction ID already in use (migration 009); staff see each. */
export interface TransactionAttemptsTable {
  id: string;
  payment_method: 'bkash' | 'nagad';
  transaction_id: string;
  /** Who tried. */
  user_id: string;
  /** The course they tried to pay for with it. */
  course_id: string;
  course_title: string;
  created_at: string;
}

export interface EnrollmentsTable {
  id: string;
  user_id: string;
  course_id: string;
  /** The verified order that enrolled the learner; null for a free course. */
  order_id: string | null;
  created_at: string;
}

export interface StaffGrantsTable {
  /** Lower-case email. */
  email: string;
  granted_at: string;
}

export interface ContactMessagesTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  client_address: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

export interface JobApplicationsTable {
  id: string;
  position_id: string;
  name: string;
  email: string;
  phone: string;
  cv_url: string;
  message: string | null;
  client_address: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

/** A fixed-window counter per key (e.g. 'contact:203.0.113.9'); PostgreSQL answers bigint as text. */
export interface RateLimitsTable {
  key: string;
  window_start: number | string;
  count: number;
}

/** One mail to send (migration 006-mail-outbox); the worker's state travels with it. */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: number;
  queued_at: string;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An uploaded picture (migration 007-uploads): its `/media/…` URL, owner and upload time. */
export interface PictureUploadsTable {
  url: string;
  user_id: string;
  created_at: string;
}

/** A finished lesson or quiz (migration 010-learning): one row per learner, course and item. */
export interface LearningProgressTable {
  user_id: string;
  course_id: string;
  item_id: string;
  kind: 'lesson' | 'quiz' | 'lab';
  finished_at: string;
}

/** One graded quiz attempt (migration 010-learning); questions and answers are JSON text. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  quiz_id: string;
  /** 1 for a learner's first attempt at a quiz, then 2, 3…; unique per learner and quiz. */
  attempt_number: number;
  quiz_version: number;
  /** JSON array of the question ids shown. */
  questions: string;
  /** JSON object of question id to the answer given. */
  answers: string;
  /** JSON array of the ids of the questions answered wrongly, as graded then. */
  wrong: string;
  correct: number;
  total: number;
  score: number;
  /** 1 or 0. */
  passed: number;
  created_at: string;
}

/** The item a learner opened last in a course (migration 010-learning). */
export interface LearningPositionsTable {
  user_id: string;
  course_id: string;
  item_id: string;
  opened_at: string;
}

/** A lab session (migration 011-labs); at most one not 'ended' per learner. */
export interface LabSessionsTable {
  id: string;
  user_id: string;
  lab_id: string;
  course_id: string;
  status: 'queued' | 'starting' | 'live' | 'ended';
  created_at: string;
  /** When the sandbox became live; null before. */
  started_at: string | null;
  /** When the session ends (45 minutes after it went live, 15 more once extended). */
  expires_at: string | null;
  /** 1 once extended, else 0. */
  extended: number;
  ended_at: string | null;
  end_reason: 'ended' | 'expired' | 'failed' | 'no-access' | 'removed' | null;
  /**
   * 1: a free first lab started by a learner with no other access to it; such sessions hold at
   * most LAB_FREE_SHARE percent of LAB_MAX_SANDBOXES and start after paying learners' (migration
   * 017, decision 027). 0 otherwise.
   */
  free: Generated<number>;
}

/** One step check (migration 011-labs). */
export interface LabChecksTable {
  id: string;
  session_id: string;
  user_id: string;
  lab_id: string;
  step: number;
  /** 1 or 0. */
  passed: number;
  checked_at: string;
  /** JSON array of the hint lines shown to the learner. */
  hints: string;
  duration_ms: number;
}

/** A learner's request to refund a verified order (migration 014-refunds). */
export interface RefundRequestsTable {
  id: string;
  order_id: string;
  user_id: string;
  course_id: string;
  requested_at: string;
  /** The learner's own words, optional. */
  reason: string | null;
  status: 'pending' | 'approved' | 'declined';
  decided_by: string | null;
  decided_at: string | null;
  /** Required to decline; the learner is mailed it. */
  decline_reason: string | null;
  /** The bKash or Nagad transaction ID of the money sent back, recorded on approval. */
  refund_transaction_id: string | null;
  /** The course's whole percent finished when requested. */
  percent_at_request: number;
  /** Days (Asia/Dhaka calendar) from verification to the request. */
  days_at_request: number;
  /**
   * null: money sent back by hand; else through bKash's refund API: 'sending' while one request
   * calls bKash (the guard against paying twice), then 'paid' or 'failed'.
   */
  payout: Nullable<'sending' | 'paid' | 'failed'>;
  /** bKash's reason when its refund call failed. */
  payout_error: Nullable<string>;
  payout_at: Nullable<string>;
}

/** One awarded item's XP (migration 013-achievements); the key awards an item once. */
export interface XpAwardsTable {
  user_id: string;
  course_id: string;
  item_id: string;
  kind: 'lesson' | 'quiz' | 'lab';
  points: number;
  /** The leaderboard week's Saturday, 'YYYY-MM-DD' Asia/Dhaka. */
  week_start: string;
  awarded_at: string;
}

/**
 * XP a refund took back (migration 016), one row per item: with the progress row that stays, it
 * tells the start-up repair that the missing award is a refund's, not a crash's.
 */
export interface XpWithdrawalsTable {
  user_id: string;
  course_id: string;
  item_id: string;
  kind: 'lesson' | 'quiz' | 'lab';
  points: number;
  week_start: string;
  withdrawn_at: string;
}

/** A learner's all-time XP and leaderboard settings (migration 013); no row means defaults. */
export interface XpTotalsTable {
  user_id: string;
  xp: Generated<number>;
  /** Null: first name and last initial from the profile's or the account's name. */
  display_name: string | null;
  /**
   * 1 appears on the leaderboard, 0 opted out, 2 hidden until the learner has a name of their
   * own (migration 020; learning/xp/leaderboard-listing.ts keeps it).
   */
  listed: Generated<number>;
  updated_at: string;
}

/** A learner's XP in one leaderboard week (migration 013). */
export interface XpWeeksTable {
  user_id: string;
  week_start: string;
  xp: number;
  /** Copied from xp_totals.listed. */
  listed: Generated<number>;
}

export interface BadgesEarnedTable {
  user_id: string;
  badge_id: string;
  earned_at: string;
}

/** A day (Asia/Dhaka, 'YYYY-MM-DD') on which the learner finished an item. */
export interface LearningDaysTable {
  user_id: string;
  day: string;
}

/** A course certificate (migration 012-certificates); facts copied at issue. */
export interface CertificatesTable {
  /** Public, unguessable: the verification page's id. */
  id: string;
  user_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  level: string;
  hours: number;
  issued_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  /** The staff member's user id, or null (e.g. an automatic revocation on refund). */
  revoked_by: string | null;
  /**
   * Its position in the published status lists (migration 015), given at issue and never reused;
   * null only for a row issued before, until start-up re-issues its credential.
   */
  status_index: number | null;
  /** The certificate that replaced this one when the learner's name changed (migration 019). */
  superseded_by: string | null;
  superseded_at: string | null;
  /** When the "your certificate is ready" mail was queued; rows issued before count as mailed. */
  mailed_at: string | null;
  /** The learner's name in Bangla script, when their profile had one at issue (migration 023). */
  learner_name_bn: string | null;
}

/**
 * A position handed out in the Bitstring Status Lists (migration 015): kept for good, so it is
 * never reused; `revoked_at` set when its certificate is revoked (and kept if the row goes).
 */
export interface CredentialStatusTable {
  status_index: number;
  allocated_at: string;
  revoked_at: string | null;
}

/** The columns of better-auth's user table that our queries read. */
export interface UserTable {
  id: string;
  email: string;
  name: string;
  image: string | null;
  /** 1 or 0 on SQLite, a boolean on PostgreSQL. */
  emailVerified: number | boolean;
}

/** better-auth's sessions (migration 002), read directly by the per-request session check. */
export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  /** An ISO string on SQLite, a Date on PostgreSQL. */
  expiresAt: string | Date;
}

/** A learner waiting for a programme in preparation to go on sale (migration 018). */
export interface ProgrammeWaitlistTable {
  user_id: string;
  programme_slug: string;
  created_at: string;
  notified_at: string | null;
}

/** The language a learner chose for mail (migration 022); no row: English. */
export interface LearnerLanguageTable {
  user_id: string;
  /** 'en' or 'bn' (src/shared/i18n/locale.ts). */
  language: string;
  updated_at: string;
}

export interface DatabaseSchema {
  app_meta: AppMetaTable;
  profile: ProfileTable;
  orders: OrdersTable;
  bkash_tokens: BkashTokensTable;
  bkash_payments: BkashPaymentsTable;
  bkash_events: BkashEventsTable;
  transaction_claims: TransactionClaimsTable;
  transaction_attempts: TransactionAttemptsTable;
  enrollments: EnrollmentsTable;
  staff_grants: StaffGrantsTable;
  contact_messages: ContactMessagesTable;
  job_applications: JobApplicationsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  picture_uploads: PictureUploadsTable;
  learning_progress: LearningProgressTable;
  quiz_attempts: QuizAttemptsTable;
  learning_positions: LearningPositionsTable;
  lab_sessions: LabSessionsTable;
  lab_checks: LabChecksTable;
  xp_awards: XpAwardsTable;
  xp_withdrawals: XpWithdrawalsTable;
  xp_totals: XpTotalsTable;
  xp_weeks: XpWeeksTable;
  badges_earned: BadgesEarnedTable;
  learning_days: LearningDaysTable;
  refund_requests: RefundRequestsTable;
  certificates: CertificatesTable;
  credential_status: CredentialStatusTable;
  programme_waitlist: ProgrammeWaitlistTable;
  learner_language: LearnerLanguageTable;
  session: SessionTable;
  user: UserTable;
}
