import {
  CertificateNotFound,
  CertificateVerification,
} from '../../features/certificates/certificate-view';
import { CERTIFICATE_SHELL_ID } from '../../../shared/schemas/certificates';
import { certificatesCopy } from '../../features/certificates/certificates.copy';
import type { PageModule, PageProps } from '../page';

const copy = certificatesCopy.meta;

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
          title: copy.title,
          description: copy.description,
          noindex: true,
        }
      : {
          title: copy.notFoundTitle,
          description: copy.notFoundDescription,
          status: 404,
          noindex: true,
        },
};
