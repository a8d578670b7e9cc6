import { PageHeader } from '../../components/ui/page-header';
import { StaffHome } from '../../features/admin/staff-home';
import type { PageModule } from '../page';

/** The staff area's front door; what is on it depends on who is signed in. */
function AdminPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Staff area"
        lead="Back-office tasks for the Shikhon Academy team."
      />
      <div className="bg-slate-50">
        <StaffHome />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminPage,
  meta: () => ({
    title: 'Staff area',
    description:
      'The Shikhon Academy staff area: payment review, contact messages, job applications and mail.',
    noindex: true,
  }),
};
