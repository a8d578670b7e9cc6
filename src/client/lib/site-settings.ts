import { SITE_SETTING_PLACEHOLDERS, type SiteSettingName } from '../../shared/site-settings';

/**
 * A server setting as the page shows it (see src/shared/site-settings.ts): in the browser, the
 * value the server wrote into the page's meta tag; while prerendering, the placeholder the
 * server replaces.
 */
export function siteSetting(name: SiteSettingName): string {
  const placeholder = SITE_SETTING_PLACEHOLDERS[name];
  if (typeof document === 'undefined') return placeholder;
  const meta = document.querySelector(`meta[name="shikhon:${name}"]`);
  return meta?.getAttribute('content') ?? placeholder;
}
