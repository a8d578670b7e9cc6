import { PageHeader } from '../../components/ui/page-header';
import { AdminOrdersView } from '../../features/admin/admin-orders-view';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import type { PageModule } from '../page';

function AdminOrdersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Payment review"
        lead={`The page opens on the payments awaiting verification, oldest first: learners are promised a decision within ${VERIFICATION_HOURS} hours. Check each payment against the bKash or Nagad statement, then verify it or reject it with a reason.`}
      />
      <div className="bg-slate-50">
        <AdminOrdersView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminOrdersPage,
  meta: () => ({
    title: 'Payment review',
    description: 'Shikhon Academy staff: verify or reject bKash and Nagad payments.',
    noindex: true,
  }),
};
