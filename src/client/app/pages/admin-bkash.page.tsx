import { PageHeader } from '../../components/ui/page-header';
import { AdminBkashView } from '../../features/admin/admin-bkash-view';
import type { PageModule } from '../page';

function AdminBkashPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="bKash reconciliation"
        lead="A day's bKash payments beside what bKash reports for each transaction ID: anything bKash does not know, did not complete, or records differently is listed with the difference."
      />
      <div className="bg-slate-50">
        <AdminBkashView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminBkashPage,
  meta: () => ({
    title: 'bKash reconciliation',
    description: "Shikhon Academy staff: a day's bKash payments checked against bKash's records.",
    noindex: true,
  }),
};
