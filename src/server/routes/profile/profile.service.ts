import type { Kysely, Selectable } from 'kysely';
import type { Profile, ProfileFields } from '../../../shared/schemas/profile';
import type { DatabaseSchema, ProfileTable } from '../../db/schema';
import { errorText } from '../../error-text';
import { discardPicture, type UploadDependencies } from './picture-uploads.service';

/** Who the profile belongs to: always the signed-in caller, never an id from a request. */
export interface ProfileOwner {
  id: string;
  email: string;
  name: string;
}

type ProfileColumns = Omit<ProfileTable, 'user_id' | 'updated_at'>;

function toColumns(fields: ProfileFields): ProfileColumns {
  return {
    name: fields.name,
    name_bn: fields.nameBn,
    profession: fields.profession,
    company: fields.company,
    nationality: fields.nationality,
    email: fields.email,
    phone_number: fields.phoneNumber,
    facebook_url: fields.facebookUrl,
    linkedin_url: fields.linkedinUrl,
    github_url: fields.githubUrl,
    institute: fields.institute,
    high_school_graduation_year: fields.highSchoolGraduationYear,
    high_school_gpa: fields.highSchoolGpa,
    profile_picture_url: fields.profilePictureUrl,
  };
}

function fromRow(row: Selectable<ProfileTable>): Profile {
  return {
    name: row.name,
    nameBn: row.name_bn,
    profession: row.profession,
    company: row.company,
    nationality: row.nationality,
    email: row.email,
    phoneNumber: row.phone_number,
    facebookUrl: row.facebook_url,
    linkedinUrl: row.linkedin_url,
    githubUrl: row.github_url,
    institute: row.institute,
    highSchoolGraduationYear:
      row.high_school_graduation_year === null ? null : Number(row.high_school_graduation_year),
    highSchoolGpa: row.high_school_gpa,
    profilePictureUrl: row.profile_picture_url,
    updatedAt: row.updated_at,
  };
}

/** The profile a learner starts from before the first save: their account's name and email. */
export function defaultProfile(owner: ProfileOwner): Profile {
  return {
    name: owner.name.trim() || null,
    nameBn: null,
    profession: null,
    company: null,
    nationality: null,
    email: owner.email,
    phoneNumber: null,
    facebookUrl: null,
    linkedinUrl: null,
    githubUrl: null,
    institute: null,
    highSchoolGraduationYear: null,
    highSchoolGpa: null,
    profilePictureUrl: null,
    updatedAt: null,
  };
}

export async function getProfile(db: Kysely<DatabaseSchema>, owner: ProfileOwner) {
  const row = await db
    .selectFrom('profile')
    .selectAll()
    .where('user_id', '=', owner.id)
    .executeTakeFirst();
  return row ? fromRow(row) : defaultProfile(owner);
}

/**
 * Saves the whole profile (a PUT replaces every field; a field left out is cleared) for its
 * owner: one upsert, so two saves racing each other never create a second row.
 */
export async function saveProfile(
  db: Kysely<DatabaseSchema>,
  owner: ProfileOwner,
  fields: ProfileFields,
  now: Date = new Date(),
): Promise<Profile> {
  const columns = { ...toColumns(fields), updated_at: now.toISOString() };
  const row = await db
    .insertInto('profile')
    .values({ user_id: owner.id, ...columns })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/**
 * Saves the profile (see saveProfile); a picture of the learner's own that it no longer shows
 * (replaced or removed) is deleted, so pictures do not pile up on disk. The save stands even when
 * that deletion fails: it is logged, and the daily sweep deletes the file later.
 */
export async function updateProfile(
  deps: UploadDependencies & { log: (message: string) => void },
  owner: ProfileOwner,
  fields: ProfileFields,
): Promise<Profile> {
  const before = await deps.db
    .selectFrom('profile')
    .select('profile_picture_url')
    .where('user_id', '=', owner.id)
    .executeTakeFirst();
  const profile = await saveProfile(deps.db, owner, fields);
  const previous = before?.profile_picture_url;
  if (previous && previous !== profile.profilePictureUrl) {
    try {
      await discardPicture(deps, owner.id, previous);
    } catch (error) {
      deps.log(`Deleting the replaced picture ${previous} failed: ${errorText(error)}`);
    }
  }
  return profile;
}
