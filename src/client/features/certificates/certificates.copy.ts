import type { CopyShape } from '../../../shared/i18n/copy';
import { certificateDate } from '../../../shared/schemas/certificates';

/** The public certificate verification page. */
export const certificatesCopy = {
  /** A certificate's day (Asia/Dhaka), as the certificate prints it: '25 November 2026'. */
  date: (iso: string) => certificateDate(iso),
  meta: {
    title: 'Certificate',
    description:
      'Check a Shikhon Academy certificate: who earned it, for which course, and whether it is valid.',
    notFoundTitle: 'Certificate not found',
    notFoundDescription: 'No Shikhon Academy certificate has this address.',
  },
  notFound: {
    heading: 'Certificate not found',
    body: 'No Shikhon Academy certificate has this address. Check the link or the QR code you were given.',
    back: 'Back to Courses',
  },
  /** "Revoked on {date}" in bold, then the reason and the rest. */
  revokedOn: (date: string) => `Revoked on ${date}`,
  revokedRest: (reason: string | null) =>
    `${reason ? `: ${reason}` : ''}. This certificate is no longer valid.`,
  valid: 'Valid certificate.',
  validBy: (issuer: string) => `${issuer} issued it and it has not been revoked.`,
  /** "Superseded by" in bold, the new certificate's id as a link, then the rest. */
  supersededBy: 'Superseded by ',
  supersededRest: (date: string) =>
    `on ${date}: the learner changed their name and this course's certificate was re-issued under it. This one stays valid for the name it carries.`,
  kind: 'Certificate of Completion',
  completed: (course: string) => `completed ${course}`,
  facts: {
    learner: 'Learner',
    learnerBn: 'Name in Bangla',
    course: 'Course',
    level: 'Level',
    hours: 'Hours',
    completedOn: 'Completed on',
    issuer: 'Issuer',
    id: 'Certificate ID',
  },
  /** A course level as the server names it ('Beginner'), in the page's language. */
  level: (level: string) => level,
  hours: (hours: number) => `${hours} hours`,
  qr: "QR code of this page's address",
  verifyAt: 'Verify this certificate at',
  pdf: 'Download PDF',
  credential: 'Signed credential (JSON)',
  heading: 'Certificate',
  checking: 'Checking this certificate…',
};

export type CertificatesCopy = CopyShape<typeof certificatesCopy>;
