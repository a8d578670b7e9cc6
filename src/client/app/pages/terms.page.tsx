import { LegalDocumentView } from '../../features/legal/legal-document-view';
import { termsOfService } from '../../features/legal/terms-of-service';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';
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
    description: `The terms for using Shikhon Academy: minimum age 16, payment by bKash or Nagad, a ${MONEY_BACK_GUARANTEE}, acceptable use of labs and Bangladeshi law.`,
  }),
};
