import { LegalDocumentView } from '../../features/legal/legal-document-view';
import { legalCopy } from '../../features/legal/legal.copy';
import { privacyPolicy } from '../../features/legal/privacy-policy.copy';
import type { PageModule } from '../page';

function PrivacyPage() {
  return (
    <LegalDocumentView
      content={privacyPolicy}
      related={{ href: '/terms', label: legalCopy.terms.title }}
    />
  );
}

export const page: PageModule = {
  Page: PrivacyPage,
  meta: () => ({
    title: legalCopy.privacy.title,
    description: legalCopy.privacy.description,
  }),
};
