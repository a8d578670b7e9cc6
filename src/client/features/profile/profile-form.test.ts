import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE_FORM,
  FORM_ORDER,
  firstInvalidField,
  initialsOf,
  pictureProblem,
  toFormValues,
} from './profile-form';
import { PROFILE_FIELDS } from '../../../shared/schemas/profile';

describe('profile form helpers', () => {
  it('covers every profile field, picture first as on the page', () => {
    expect([...FORM_ORDER].sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(FORM_ORDER[0]).toBe('profilePictureUrl');
  });

  it('shows saved values as input text (null as empty)', () => {
    const values = toFormValues({
      ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])),
      name: 'Nusrat',
      highSchoolGraduationYear: 2015,
      highSchoolGpa: '4.50',
      profilePictureUrl: null,
      updatedAt: null,
    } as Parameters<typeof toFormValues>[0]);
    expect(values).toEqual({
      ...EMPTY_PROFILE_FORM,
      name: 'Nusrat',
      highSchoolGraduationYear: '2015',
      highSchoolGpa: '4.50',
    });
  });

  it('finds the first bad field in page order', () => {
    expect(firstInvalidField({ highSchoolGpa: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ name: 'x', profilePictureUrl: 'y' })).toBe('profilePictureUrl');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('makes initials from the name, else the email', () => {
    expect(initialsOf('Nusrat Jahan', 'n@example.com')).toBe('NJ');
    expect(initialsOf('  rahim  ', '')).toBe('R');
    expect(initialsOf('Md. Abdur Rahim', '')).toBe('MR');
    expect(initialsOf('', 'karim@example.com')).toBe('K');
    expect(initialsOf('', '')).toBe('?');
  });

  it('checks a chosen picture before sending it', () => {
    expect(pictureProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(pictureProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The picture is larger than 10 MB. Choose a smaller one.',
    );
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPG, WebP or GIF picture.',
    );
  });
});
