import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import type { PageModule } from '../page';

/** The staff area's front door; order review and messages arrive with the payments issue. */
function AdminPage() {
  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Staff area"
        lead="Payment review opens here once bKash and Nagad payments are switched on."
      />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 text-slate-800 sm:px-6">
        <p>
          Staff accounts are the addresses listed in ADMIN_EMAILS. Order review (verify or reject a
          payment by its transaction ID), learner messages and job applications will be listed here.
        </p>
        <a href="/" className={buttonClasses('outline', 'md')}>
          Back to the academy
        </a>
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: AdminPage,
  meta: () => ({
    title: 'Staff area',
    description: 'The Shikhon Academy staff area for reviewing payments and messages.',
    noindex: true,
  }),
};
