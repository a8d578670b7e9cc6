import type { CopyShape } from '../../../shared/i18n/copy';
import { certificateDate } from '../../../shared/schemas/certificates';

/** The dashboard's "My certificates" (its own chunk, as is this). */
export const myCertificatesCopy = {
  /** A certificate's day (Asia/Dhaka), as the certificate prints it: '25 November 2026'. */
  date: (iso: string) => certificateDate(iso),
  heading: 'My certificates',
  failed: (message: string) => `We could not load your certificates. ${message}`,
  none: 'No certificates yet. Finish every lesson, quiz and lab of a course to earn its certificate.',
  issuedTo: (name: string) => `Issued to ${name}`,
  completedOn: (date: string, revoked: boolean) =>
    `Completed on ${date}${revoked ? ' · Revoked' : ''}`,
  view: 'View certificate',
  pdf: 'Download PDF',
  linkedIn: 'Share on LinkedIn',
  noName: {
    title: 'Add your full name before your first certificate.',
    body: 'Certificates carry the name on your profile, never your email address; a course you finish waits for it.',
    link: 'Add your name on your profile',
  },
  /** "Your profile says {name}, but …": the name in bold. */
  outdatedBefore: 'Your profile says ',
  outdatedAfter: (count: number, days: number) =>
    `, but ${count === 1 ? 'one certificate carries' : `${count} certificates carry`} another name. Re-issuing gives ${count === 1 ? 'it' : 'them'} your new name; the old ${count === 1 ? 'page stays' : 'pages stay'} verifiable and point to the new one. You can do this once every ${days} days.`,
  reissuedRecently: (date: string) => `You re-issued recently: you can do it again on ${date}.`,
  reissuing: 'Re-issuing...',
  reissue: (name: string) => `Re-issue with the name ${name}`,
  reissueFailed: 'Re-issue failed',
  reissued: 'Certificates re-issued',
  reissuedDescription: (count: number, name: string) =>
    `${count === 1 ? 'Your certificate now carries' : 'Your certificates now carry'} the name ${name}. We emailed you the new links.`,
  /** The server's words about a re-issue, in the page's language. */
  say: (message: string) => message,
};

export type MyCertificatesCopy = CopyShape<typeof myCertificatesCopy>;
