import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { ProfileEditor } from '../../features/profile/profile-editor';
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
        eyebrow="Your account"
        title="Profile Settings"
        lead="Your picture, contact details, links and education in one place. Only you can see and change them."
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
  meta: () => ({
    title: 'Profile Settings',
    description:
      'Edit your Shikhon Academy profile: picture, basic and contact information, useful links and education.',
    noindex: true,
  }),
};
