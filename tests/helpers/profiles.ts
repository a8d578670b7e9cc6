import type { ProfileFields } from '../../src/shared/schemas/profile';

/**
 * Every profile field left empty, written out here rather than taken from the server's default,
 * so a test states the answer it expects.
 */
export const EMPTY_PROFILE_FIELDS: ProfileFields = {
  name: null,
  nameBn: null,
  profession: null,
  company: null,
  nationality: null,
  email: null,
  phoneNumber: null,
  facebookUrl: null,
  linkedinUrl: null,
  githubUrl: null,
  institute: null,
  highSchoolGraduationYear: null,
  highSchoolGpa: null,
  profilePictureUrl: null,
};
