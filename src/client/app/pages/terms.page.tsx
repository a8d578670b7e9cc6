import { LegalDocumentView } from '../../features/legal/legal-document-view';
import { termsOfService } from '../../features/legal/terms-of-service';
import type { PageModule } from '../page';

function TermsPage() {
  return (
    <LegalDocumentView
      content={termsOfService}
      related={{ href: '/privacy', label: 'Privacy Policy' }}
    />
  );
}

export const page: PageModule = {
  Page: TermsPage,
  meta: () => ({
    title: 'Terms of Service',
    description:
      'The terms for using Shikhon Academy: minimum age 16, payment by bKash or Nagad, a 30-day money-back guarantee, acceptable use of labs and Bangladeshi law.',
  }),
};
