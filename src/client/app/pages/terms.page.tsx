import { LegalDocumentView } from '../../features/legal/legal-document-view';
import { legalCopy } from '../../features/legal/legal.copy';
import { termsOfService } from '../../features/legal/terms-of-service.copy';
import type { PageModule } from '../page';

function TermsPage() {
  return (
    <LegalDocumentView
      content={termsOfService}
      related={{ href: '/privacy', label: legalCopy.privacy.title }}
    />
  );
}

export const page: PageModule = {
  Page: TermsPage,
  meta: () => ({
    title: legalCopy.terms.title,
    description: legalCopy.terms.description,
  }),
};
