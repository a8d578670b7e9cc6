import { PageHeader } from '../../components/ui/page-header';
import { ContactFormPanel } from '../../features/company/contact-form-panel';
import { ContactDetails, SupportOptions } from '../../features/company/contact-sections';
import { FaqHighlights } from '../../features/faq/faq-highlights';
import type { PageModule } from '../page';

function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about a course, a payment or your next career step? Our team in Dhaka replies within 24 hours."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold tracking-tight text-slate-900">
            Contact details
          </h2>
          <ContactDetails />
        </section>
        <section
          aria-labelledby="contact-form"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form" className="text-2xl font-bold tracking-tight text-slate-900">
            Send us a message
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
    title: 'Contact Us',
    description:
      'Contact Shikhon Academy by email, phone (Mon-Fri 9am-6pm) or message. We reply within 24 hours. Answers about bKash and Nagad payments, refunds and certificates.',
  }),
};
