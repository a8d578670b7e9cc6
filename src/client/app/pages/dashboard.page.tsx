import { PageHeader } from '../../components/ui/page-header';
import { LearnerDashboard } from '../../features/dashboard/learner-dashboard';
import type { PageModule } from '../page';

function DashboardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My Learning"
        lead="The courses you own and every payment you have sent, with its status."
      />
      <div className="bg-slate-50">
        <LearnerDashboard />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: DashboardPage,
  meta: () => ({
    title: 'My Learning',
    description: 'Your Shikhon Academy courses and the status of your bKash and Nagad payments.',
    noindex: true,
  }),
};
