import {
  CertificateNotFound,
  CertificateVerification,
} from '../../features/certificates/certificate-view';
import { CERTIFICATE_SHELL_ID } from '../../../shared/schemas/certificates';
import type { PageModule, PageProps } from '../page';

/**
 * Whether this document is the section's not-found page: decided by the id when prerendering
 * (the shell has its own id), read back from the document in the browser.
 */
let missingPage = false;

function CertificatePage({ route }: PageProps) {
  if (missingPage) return <CertificateNotFound />;
  return <CertificateVerification id={route.id} missing={false} />;
}

export const page: PageModule = {
  Page: CertificatePage,
  prepare: async (route) => {
    missingPage =
      typeof document === 'undefined'
        ? route.id !== CERTIFICATE_SHELL_ID
        : document.querySelector('[data-certificate-missing]') !== null;
    await Promise.resolve();
  },
  meta: (route) =>
    route.id === CERTIFICATE_SHELL_ID
      ? {
          title: 'Certificate',
          description:
            'Check a Shikhon Academy certificate: who earned it, for which course, and whether it is valid.',
          noindex: true,
        }
      : {
          title: 'Certificate not found',
          description: 'No Shikhon Academy certificate has this address.',
          status: 404,
          noindex: true,
        },
};
