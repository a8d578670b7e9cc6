import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { ProfileEditor } from '../../features/profile/profile-editor';
import { profileCopy } from '../../features/profile/profile.copy';
import { useHydrated } from '../../lib/use-hydrated';
import type { PageModule } from '../page';

// Its own chunk, fetched after the first view.
const LeaderboardSettingsForm = lazy(async () => ({
  default: (await import('../../features/profile/leaderboard-settings-form'))
    .LeaderboardSettingsForm,
}));
const LanguageSettingsForm = lazy(async () => ({
  default: (await import('../../features/profile/language-settings-form')).LanguageSettingsForm,
}));

function ProfilePage() {
  const hydrated = useHydrated();
  return (
    <>
      <PageHeader
        eyebrow={profileCopy.header.eyebrow}
        title={profileCopy.header.title}
        lead={profileCopy.header.lead}
      />
      <div className="bg-slate-50">
        <ProfileEditor />
        {hydrated ? (
          <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
            <Suspense fallback={null}>
              <LeaderboardSettingsForm />
            </Suspense>
            <Suspense fallback={null}>
              <LanguageSettingsForm />
            </Suspense>
          </div>
        ) : null}
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: ProfilePage,
  meta: () => ({ ...profileCopy.meta, noindex: true }),
};
