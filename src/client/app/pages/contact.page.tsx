import { PageHeader } from '../../components/ui/page-header';
import { ContactFormPanel } from '../../features/company/contact-form-panel';
import { ContactDetails, SupportOptions } from '../../features/company/contact-sections';
import { FaqHighlights } from '../../features/faq/faq-highlights';
import type { PageModule } from '../page';
import { contactCopy } from '../../features/company/contact.copy';

const copy = contactCopy.page;

function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.detailsTitle}
          </h2>
          <ContactDetails />
        </section>
        <section
          aria-labelledby="contact-form"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.formTitle}
          </h2>
          <ContactFormPanel />
        </section>
      </div>
      <SupportOptions />
      <FaqHighlights />
    </>
  );
}

export const page: PageModule = {
  Page: ContactPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
