import { PageHeader } from '../../components/ui/page-header';
import { LearnerDashboard } from '../../features/dashboard/learner-dashboard';
import { dashboardCopy } from '../../features/dashboard/dashboard.copy';
import type { PageModule } from '../page';

const copy = dashboardCopy.page;

function DashboardPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="bg-slate-50">
        <LearnerDashboard />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: DashboardPage,
  meta: () => ({
    title: copy.title,
    description: copy.description,
    noindex: true,
  }),
};
