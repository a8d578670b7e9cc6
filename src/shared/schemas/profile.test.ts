import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from './account';
import { checkProfile, NAME_BN_MESSAGES, PROFILE_FIELDS, type ProfileField } from './profile';

function fieldError(field: ProfileField, value: unknown): string | undefined {
  const result = checkProfile({ [field]: value });
  return result.ok ? undefined : result.fields[field];
}

function accepted(field: ProfileField, value: unknown): unknown {
  const result = checkProfile({ [field]: value });
  if (!result.ok) throw new Error(`rejected ${String(value)}: ${JSON.stringify(result.fields)}`);
  return result.data[field];
}

describe('profile schema', () => {
  it('accepts an empty profile: every field is optional and comes back null', () => {
    const result = checkProfile({});
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.data).sort()).toEqual([...PROFILE_FIELDS].sort());
      expect(Object.values(result.data).every((value) => value === null)).toBe(true);
    }
  });

  it('turns blank strings and null into null, trims text and ignores unknown keys', () => {
    const result = checkProfile({
      name: '  Nusrat Jahan ',
      profession: '   ',
      company: null,
      userId: 'someone-else',
      id: 'x',
    });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ name: 'Nusrat Jahan', profession: null, company: null }),
    });
    if (result.ok) expect(result.data).not.toHaveProperty('userId');
  });

  it('refuses a payload that is not an object', () => {
    for (const body of [null, [], 'name', 4]) {
      expect(checkProfile(body)).toMatchObject({ ok: false, fields: {} });
    }
  });

  it('limits text lengths with a message naming the field', () => {
    expect(fieldError('name', 'a'.repeat(101))).toBe('Name must be at most 100 characters');
    expect(accepted('name', 'a'.repeat(100))).toBe('a'.repeat(100));
    expect(fieldError('institute', 'b'.repeat(201))).toBe(
      'Institute must be at most 200 characters',
    );
    expect(fieldError('name', 42)).toBe('Name must be text');
  });

  it('takes a name in Bangla letters only, as the certificates print it', () => {
    expect(accepted('nameBn', '  তানভীর রহমান ')).toBe('তানভীর রহমান');
    for (const wrong of ['Tanvir', 'তানভীর Rahman', '123']) {
      expect(fieldError('nameBn', wrong), wrong).toBe(NAME_BN_MESSAGES.notBangla);
    }
    expect(fieldError('nameBn', 'ক'.repeat(NAME_MAX_LENGTH + 1))).toBe(NAME_BN_MESSAGES.tooLong);
  });

  it('checks the graduation year: a whole number from 1950 to 2030', () => {
    expect(accepted('highSchoolGraduationYear', 1950)).toBe(1950);
    expect(accepted('highSchoolGraduationYear', '2030')).toBe(2030);
    expect(accepted('highSchoolGraduationYear', '')).toBeNull();
    for (const bad of [1949, 2031, '1800', -2000]) {
      expect(fieldError('highSchoolGraduationYear', bad)).toBe(
        'Graduation year must be between 1950 and 2030',
      );
    }
    expect(fieldError('highSchoolGraduationYear', 2019.5)).toBe(
      'Graduation year must be a whole number',
    );
    expect(fieldError('highSchoolGraduationYear', 'twenty')).toBe(
      'Graduation year must be a whole number',
    );
    expect(fieldError('highSchoolGraduationYear', true)).toBe('Graduation year must be a number');
  });

  it('checks the GPA: 0 to 5.00 in steps of 0.01, kept as exact two-decimal text', () => {
    expect(accepted('highSchoolGpa', 4.5)).toBe('4.50');
    expect(accepted('highSchoolGpa', '5')).toBe('5.00');
    expect(accepted('highSchoolGpa', '5.00')).toBe('5.00');
    expect(accepted('highSchoolGpa', 0)).toBe('0.00');
    expect(accepted('highSchoolGpa', '3.07')).toBe('3.07');
    expect(accepted('highSchoolGpa', '.75')).toBe('0.75');
    expect(accepted('highSchoolGpa', '4.500')).toBe('4.50');
    expect(accepted('highSchoolGpa', 4.35)).toBe('4.35');
    expect(fieldError('highSchoolGpa', 3.555)).toBe(
      'GPA must have at most 2 decimal places (steps of 0.01)',
    );
    expect(fieldError('highSchoolGpa', '3.555')).toBe(
      'GPA must have at most 2 decimal places (steps of 0.01)',
    );
    expect(fieldError('highSchoolGpa', 5.01)).toBe('GPA must be between 0 and 5.00');
    expect(fieldError('highSchoolGpa', '-0.5')).toBe('GPA must be between 0 and 5.00');
    expect(fieldError('highSchoolGpa', 'A+')).toBe('GPA must be a number');
    expect(fieldError('highSchoolGpa', '1e2')).toBe('GPA must be a number');
  });

  it('reads Bengali digits in the year, the GPA and the phone number as Latin ones', () => {
    expect(accepted('highSchoolGraduationYear', '২০১৮')).toBe(2018);
    expect(accepted('highSchoolGpa', '৪.৫০')).toBe('4.50');
    expect(accepted('highSchoolGpa', '৫')).toBe('5.00');
    expect(accepted('phoneNumber', '০১৭১২-৩৪৫৬৭৮')).toBe('01712345678');
    expect(accepted('phoneNumber', '+৪৪ ২০৭৯৪৬০০০০')).toBe('+442079460000');
    expect(fieldError('highSchoolGraduationYear', '১৮০০')).toBe(
      'Graduation year must be between 1950 and 2030',
    );
    expect(fieldError('highSchoolGpa', '৫.০১')).toBe('GPA must be between 0 and 5.00');
  });

  it('accepts only http(s) web addresses for links', () => {
    expect(accepted('githubUrl', 'https://github.com/nusrat')).toBe('https://github.com/nusrat');
    expect(accepted('facebookUrl', 'http://facebook.com/nusrat')).toBe(
      'http://facebook.com/nusrat',
    );
    expect(fieldError('linkedinUrl', 'javascript:alert(1)')).toBe(
      'LinkedIn URL must start with http:// or https://',
    );
    expect(fieldError('githubUrl', 'ftp://github.com/x')).toBe(
      'GitHub URL must start with http:// or https://',
    );
    expect(fieldError('facebookUrl', 'facebook.com/nusrat')).toBe(
      'Facebook URL must be a full web address starting with https://',
    );
  });

  it('accepts as picture only a picture uploaded here (/media/{uuid}.webp)', () => {
    const path = '/media/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(accepted('profilePictureUrl', path)).toBe(path);
    for (const bad of [
      'https://tracker.example/pixel.png',
      '/media/../auth-secret',
      '/media/picture.svg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(fieldError('profilePictureUrl', bad)).toBe(
        'Profile picture must be a picture uploaded with Upload Picture',
      );
    }
  });

  it('accepts Bangladeshi mobile numbers (normalised) and international numbers', () => {
    expect(accepted('phoneNumber', '01712345678')).toBe('01712345678');
    expect(accepted('phoneNumber', '+880 1712-345678')).toBe('01712345678');
    expect(accepted('phoneNumber', '8801912345678')).toBe('01912345678');
    expect(accepted('phoneNumber', '+88 01812 345678')).toBe('01812345678');
    expect(accepted('phoneNumber', '+880 01512345678')).toBe('01512345678');
    expect(accepted('phoneNumber', '+44 20 7946 0958')).toBe('+442079460958');
    expect(accepted('phoneNumber', '+1-415-555-2671')).toBe('+14155552671');
    const message =
      'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +';
    for (const bad of [
      '01212345678',
      '0171234567',
      '017123456789',
      '+123456',
      'call me',
      '1712345678',
      '+1234567890123456',
    ]) {
      expect(fieldError('phoneNumber', bad)).toBe(message);
    }
  });

  it("checks the email with the forms' one email rule", () => {
    expect(accepted('email', ' nusrat@example.com ')).toBe('nusrat@example.com');
    for (const bad of ['nusrat', 'nusrat@', '@example.com']) {
      expect(fieldError('email', bad)).toBe('Enter a valid email address, like name@example.com.');
    }
    expect(fieldError('email', 'a@b.co?cc=x@y.co')).toMatch(
      /^An email address cannot contain "\?"/,
    );
  });

  it('names every bad field at once', () => {
    const result = checkProfile({
      email: 'nope',
      highSchoolGraduationYear: 1900,
      highSchoolGpa: 6,
      githubUrl: 'github',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.fields).sort()).toEqual([
        'email',
        'githubUrl',
        'highSchoolGpa',
        'highSchoolGraduationYear',
      ]);
    }
  });
});
