import { apiRequest, type ApiResult, type RequestOptions } from '../../lib/api-client';
import type { Profile, ProfileFields } from '../../../shared/schemas/profile';
import type {
  LeaderboardSettingsInput,
  LeaderboardSettingsView,
} from '../../../shared/schemas/achievements';
import type { LanguageSetting } from '../../../shared/schemas/language';
import { profileCopy } from './profile.copy';

/** The profile calls (same origin: the session cookie goes with every request). */

// The profile page says only this when offline, and nothing of its own for an unexplained
// failure (it shows its own generic texts then).
const MESSAGES: RequestOptions['messages'] = {
  network: profileCopy.offline,
  unexplained: '',
};

export function fetchProfile(): Promise<ApiResult<Profile>> {
  return apiRequest<Profile>('/api/profile', { messages: MESSAGES });
}

export function saveProfile(fields: ProfileFields): Promise<ApiResult<Profile>> {
  return apiRequest<Profile>('/api/profile', { method: 'PUT', body: fields, messages: MESSAGES });
}

/** Uploads a picture; answers the URL of the re-encoded copy (not yet saved to the profile). */
export function uploadPicture(file: File): Promise<ApiResult<{ url: string }>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ url: string }>('/api/profile/picture', { body: form, messages: MESSAGES });
}

/** The learner's leaderboard name and whether they appear (the defaults until they save). */
export function fetchLeaderboardSettings(): Promise<ApiResult<LeaderboardSettingsView>> {
  return apiRequest<LeaderboardSettingsView>('/api/me/leaderboard-settings');
}

export function saveLeaderboardSettings(
  settings: LeaderboardSettingsInput,
): Promise<ApiResult<LeaderboardSettingsView>> {
  return apiRequest<LeaderboardSettingsView>('/api/me/leaderboard-settings', {
    method: 'PUT',
    body: settings,
  });
}

/** The language the academy writes to the learner in (English until they choose). */
export function fetchLanguageSetting(): Promise<ApiResult<LanguageSetting>> {
  return apiRequest<LanguageSetting>('/api/me/language');
}

export function saveLanguageSetting(setting: LanguageSetting): Promise<ApiResult<LanguageSetting>> {
  return apiRequest<LanguageSetting>('/api/me/language', { method: 'PUT', body: setting });
}
