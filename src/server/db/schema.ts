/** Typed tables. Each migration that adds a table adds its interface here. */

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One learner's profile (migration 003-profile); every field but the key and time is optional. */
export interface ProfileTable {
  user_id: string;
  name: string | null;
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

export interface DatabaseSchema {
  app_meta: AppMetaTable;
  profile: ProfileTable;
}
