import { PageHeader } from '../../components/ui/page-header';
import { AdminCertificatesView } from '../../features/admin/admin-certificates-view';
import type { PageModule } from '../page';

function AdminCertificatesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Certificates"
        lead="The newest certificates, or one found by its id or the learner's email. A revoked certificate's page says when and why."
      />
      <div className="bg-slate-50">
        <AdminCertificatesView />
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminCertificatesPage,
  meta: () => ({
    title: 'Certificates',
    description: 'Shikhon Academy staff: issued certificates, and revoking one with a reason.',
    noindex: true,
  }),
};
