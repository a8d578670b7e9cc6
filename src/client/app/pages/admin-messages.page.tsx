import { PageHeader } from '../../components/ui/page-header';
import { AdminMessagesView } from '../../features/admin/admin-messages-view';
import type { PageModule } from '../page';

function AdminMessagesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Messages"
        lead="What visitors sent through the contact form. Reply by email, then mark each message handled."
      />
      <div className="bg-slate-50">
        <AdminMessagesView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminMessagesPage,
  meta: () => ({
    title: 'Messages',
    description: 'Shikhon Academy staff: read and handle contact-form messages.',
    noindex: true,
  }),
};
