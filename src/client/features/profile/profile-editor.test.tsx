// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByText, fieldError, inputNamed } from '../../../../tests/helpers/queries';
import { EMPTY_PROFILE_FIELDS } from '../../../../tests/helpers/profiles';
import type { Profile } from '../../../shared/schemas/profile';
import { ProfileEditor } from './profile-editor';

const PICTURE = '/media/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

const LOADED: Profile = {
  ...EMPTY_PROFILE_FIELDS,
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  highSchoolGraduationYear: 2015,
  highSchoolGpa: '4.50',
  updatedAt: null,
};

const dom = setupDom();
const { container } = dom;
// Headers too: a test checks that the profile is sent as JSON.
const { answer, calls, json } = fakeApi({ headers: true });

const hydrate = (onSignedOut: () => void = () => undefined) =>
  dom.hydrate(<ProfileEditor onSignedOut={onSignedOut} isSignedIn={() => Promise.resolve(true)} />);

const field = (name: string) => inputNamed(container, name);

function typeInto(name: string, value: string) {
  setValue(field(name), value);
}

const button = (text: string) => buttonByText(container, text);

const errorOf = (name: string) => fieldError(field(name));

describe('ProfileEditor', () => {
  it('hydrates the loading state, then fills the five sections from GET /api/profile', async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    await hydrate();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/profile']);
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Profile picture',
      'Basic information',
      'Contact information',
      'Useful links',
      'Educational information',
    ]);
    expect(field('name').value).toBe('Nusrat Jahan');
    expect(field('email').value).toBe('nusrat@example.com');
    expect(field('highSchoolGpa').value).toBe('4.50');
    expect(field('highSchoolGraduationYear')).toMatchObject({ min: '1950', max: '2030' });
    expect(field('highSchoolGpa')).toMatchObject({ min: '0', max: '5', step: '0.01' });
    const picture = field('file');
    expect(picture.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(container.querySelector(`label[for="${picture.id}"]`)?.textContent).toBe(
      'Profile picture',
    );
    expect(container.textContent).toContain('PNG, JPG up to 10MB');
    expect(container.textContent).toContain('NJ'); // initials until there is a picture
    expect(button('Upload Picture')).toBeTruthy();
    expect(button('Save Changes').type).toBe('submit');
  });

  it('sends a signed-out visitor to /auth', async () => {
    answer('GET', '/api/profile', () => json(401, { error: { code: 'unauthenticated' } }));
    const signedOut = vi.fn();
    await hydrate(signedOut);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to load profile data' when loading fails, and can try again", async () => {
    await hydrate();
    expect(toastTexts()).toEqual([
      { title: 'Error', description: 'Failed to load profile data', variant: 'destructive' },
    ]);
    answer('GET', '/api/profile', () => json(200, LOADED));
    act(() => button('Try again').click());
    await settle();
    expect(field('name').value).toBe('Nusrat Jahan');
  });

  it('checks the form with the shared schema before sending, and focuses the first bad field', async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    await hydrate();
    typeInto('highSchoolGraduationYear', '1900');
    typeInto('highSchoolGpa', '3.555');
    typeInto('githubUrl', 'github.com/nusrat');
    act(() => button('Save Changes').click());
    await settle();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(errorOf('githubUrl')).toBe(
      'GitHub URL must be a full web address starting with https://',
    );
    expect(errorOf('highSchoolGraduationYear')).toBe(
      'Graduation year must be between 1950 and 2030',
    );
    expect(errorOf('highSchoolGpa')).toBe('GPA must have at most 2 decimal places (steps of 0.01)');
    expect(field('highSchoolGpa').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('githubUrl'));
    // Fixing a field clears its error as the learner types.
    typeInto('githubUrl', 'https://github.com/nusrat');
    expect(errorOf('githubUrl')).toBeNull();
    expect(field('githubUrl').hasAttribute('aria-invalid')).toBe(false);
  });

  it("saves with PUT as JSON, shows 'Saving...' meanwhile, then 'Profile updated successfully'", async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    await hydrate();
    let finish: (response: Response) => void = () => undefined;
    answer('PUT', '/api/profile', () => new Promise<Response>((resolve) => (finish = resolve)));
    typeInto('phoneNumber', '+880 1712-345678');
    act(() => button('Save Changes').click());
    await settle();
    expect(button('Saving...').disabled).toBe(true);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers['content-type']).toBe('application/json');
    expect(put?.body).toMatchObject({ name: 'Nusrat Jahan', phoneNumber: '01712345678' });
    await act(async () => {
      finish(
        new Response(
          JSON.stringify({
            ...LOADED,
            phoneNumber: '01712345678',
            updatedAt: '2026-11-21T10:00:00.000Z',
          }),
          { status: 200 },
        ),
      );
      await Promise.resolve();
    });
    await settle();
    expect(button('Save Changes').disabled).toBe(false);
    expect(field('phoneNumber').value).toBe('01712345678');
    expect(toastTexts()).toEqual([
      { title: 'Success', description: 'Profile updated successfully', variant: undefined },
    ]);
  });

  it("shows the server's field messages beside the fields and 'Failed to update profile'", async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    answer('PUT', '/api/profile', () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some profile fields need correcting.',
          fields: { email: 'Enter a valid email address, like name@example.com' },
        },
      }),
    );
    await hydrate();
    act(() => button('Save Changes').click());
    await settle();
    expect(errorOf('email')).toBe('Enter a valid email address, like name@example.com');
    expect(document.activeElement).toBe(field('email'));
    expect(toastTexts()).toEqual([
      { title: 'Error', description: 'Failed to update profile', variant: 'destructive' },
    ]);
  });

  it('uploads a picture into the form only; Save Changes stores it', async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    answer('POST', '/api/profile/picture', () => json(201, { url: PICTURE }));
    await hydrate();
    act(() => button('Upload Picture').click());
    expect(errorOf('file')).toBe('Choose a picture first.');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    Object.defineProperty(field('file'), 'files', { value: [file], configurable: true });
    act(() => button('Upload Picture').click());
    expect(button('Uploading...').disabled).toBe(true);
    await settle();
    const upload = calls.find((call) => call.url === '/api/profile/picture');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PICTURE);
    expect(container.textContent).toContain('Select Save Changes to keep this picture');
    expect(toastTexts()).toEqual([
      {
        title: 'Success',
        description: 'Profile picture uploaded successfully',
        variant: undefined,
      },
    ]);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    answer('PUT', '/api/profile', () => json(200, { ...LOADED, profilePictureUrl: PICTURE }));
    act(() => button('Save Changes').click());
    await settle();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      profilePictureUrl: PICTURE,
    });
    expect(container.textContent).not.toContain('Select Save Changes to keep this picture');
  });

  it("reports a refused upload with the server's reason", async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    answer('POST', '/api/profile/picture', () =>
      json(400, {
        error: {
          code: 'invalid_image',
          message: 'The file is not a JPEG, PNG, WebP or GIF picture.',
        },
      }),
    );
    await hydrate();
    const file = new File(['<svg/>'], 'me.png', { type: 'image/png' });
    Object.defineProperty(field('file'), 'files', { value: [file], configurable: true });
    act(() => button('Upload Picture').click());
    await settle();
    expect(toastTexts()).toEqual([
      {
        title: 'Error',
        description:
          'Failed to upload profile picture. The file is not a JPEG, PNG, WebP or GIF picture.',
        variant: 'destructive',
      },
    ]);
    expect(errorOf('file')).toBe('The file is not a JPEG, PNG, WebP or GIF picture.');
    expect(container.querySelector('img')).toBeNull();
  });

  it('refuses a picture over 10 MB before sending it', async () => {
    answer('GET', '/api/profile', () => json(200, LOADED));
    await hydrate();
    const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
    Object.defineProperty(field('file'), 'files', { value: [file], configurable: true });
    act(() => button('Upload Picture').click());
    await settle();
    expect(calls.some((call) => call.url === '/api/profile/picture')).toBe(false);
    expect(toastTexts()).toEqual([
      {
        title: 'Error',
        description:
          'Failed to upload profile picture. The picture is larger than 10 MB. Choose a smaller one.',
        variant: 'destructive',
      },
    ]);
  });
});
