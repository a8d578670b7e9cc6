import { PageHeader } from '../../components/ui/page-header';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { authCopy } from '../../features/auth/auth.copy';
import type { PageModule } from '../page';

function ResetPasswordPage() {
  return (
    <>
      <PageHeader title={authCopy.resetHeader.title} lead={authCopy.resetHeader.lead} />
      <div className="mx-auto max-w-md px-4 py-10 sm:px-6">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <ResetPasswordForm />
        </div>
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: ResetPasswordPage,
  meta: () => ({ ...authCopy.resetMeta, noindex: true }),
};
