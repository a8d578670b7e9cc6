import { PageHeader } from '../../components/ui/page-header';
import { AdminLabChecksView } from '../../features/admin/admin-lab-checks-view';
import type { PageModule } from '../page';

function AdminLabChecksPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Lab checks"
        lead="Every time a learner pressed Check in a lab: the step, whether it passed and the hints they saw. Newest first."
      />
      <div className="bg-slate-50">
        <AdminLabChecksView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminLabChecksPage,
  meta: () => ({
    title: 'Lab checks',
    description: 'Shikhon Academy staff: the step checks learners ran in labs.',
    noindex: true,
  }),
};
