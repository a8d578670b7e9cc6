import { PageHeader } from '../../components/ui/page-header';
import { ProfileEditor } from '../../features/profile/profile-editor';
import type { PageModule } from '../page';

function ProfilePage() {
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Profile Settings"
        lead="Your picture, contact details, links and education in one place. Only you can see and change them."
      />
      <div className="bg-slate-50">
        <ProfileEditor />
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
