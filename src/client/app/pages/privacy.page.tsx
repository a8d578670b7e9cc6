import { LegalDocumentView } from '../../features/legal/legal-document-view';
import { privacyPolicy } from '../../features/legal/privacy-policy';
import type { PageModule } from '../page';

function PrivacyPage() {
  return (
    <LegalDocumentView
      content={privacyPolicy}
      related={{ href: '/terms', label: 'Terms of Service' }}
    />
  );
}

export const page: PageModule = {
  Page: PrivacyPage,
  meta: () => ({
    title: 'Privacy Policy',
    description:
      'What personal information Shikhon Academy collects, why, how long we keep it and your rights. We use only a session cookie and reply to privacy requests within 30 days.',
  }),
};
