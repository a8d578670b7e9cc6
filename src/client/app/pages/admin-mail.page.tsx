import { PageHeader } from '../../components/ui/page-header';
import { AdminMailView } from '../../features/admin/admin-mail-view';
import type { PageModule } from '../page';

function AdminMailPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Mail"
        lead="Every mail the academy sends waits in the outbox until the mail server takes it. Mail that failed for 24 hours is listed here to send again."
      />
      <div className="bg-slate-50">
        <AdminMailView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminMailPage,
  meta: () => ({
    title: 'Mail',
    description: 'Shikhon Academy staff: the outbox, and mail that could not be sent.',
    noindex: true,
  }),
};
