import { PageHeader } from '../../components/ui/page-header';
import { AdminApplicationsView } from '../../features/admin/admin-applications-view';
import type { PageModule } from '../page';

function AdminApplicationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Job applications"
        lead="Applications sent from the careers page. Read each CV, reply to the applicant, then mark the application handled."
      />
      <div className="bg-slate-50">
        <AdminApplicationsView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminApplicationsPage,
  meta: () => ({
    title: 'Job applications',
    description: 'Shikhon Academy staff: review and handle job applications.',
    noindex: true,
  }),
};
