import type { JobApplication } from '../../../shared/schemas/job-application';
import { mailtoHref } from '../../lib/mailto';
import { fetchInbox, setInboxItemHandled } from './inbox-api';
import type { StaffGateOptions } from './staff-access';
import { StaffInbox, type InboxConfig } from './staff-inbox';

const linkClasses = 'break-all text-brand-800 underline hover:text-brand-900';

/** A mailto: link whose subject names the position, so the applicant knows what the reply is about. */
export function applicantMailHref(
  application: Pick<JobApplication, 'email' | 'positionTitle'>,
): string {
  return mailtoHref(application.email, {
    subject: `Your application for ${application.positionTitle}`,
  });
}

/** Only http(s) addresses become links: the server checks, but a link is never worth a script. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The address is shown in full: staff see where a stranger's link goes before opening it. */
function CvLink({ url }: { url: string }) {
  if (!isWebAddress(url)) return <span className="break-all">{url}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const APPLICATIONS: InboxConfig<JobApplication> = {
  noun: { one: 'application', many: 'applications' },
  filtersLabel: 'Application filters',
  load: (status) => fetchInbox('applications', status),
  setHandled: (id, handled) => setInboxItemHandled('applications', id, handled),
  titleOf: (application) => `${application.name} for ${application.positionTitle}`,
  details: (application) => [
    [
      'Email',
      <a href={applicantMailHref(application)} className={linkClasses}>
        {application.email}
      </a>,
    ],
    [
      'Phone',
      <a href={`tel:${application.phone}`} className={linkClasses}>
        {application.phone}
      </a>,
    ],
    ['CV', <CvLink url={application.cvUrl} />],
  ],
  messageOf: (application) => application.message,
  positionOf: (application) => application.positionId,
};

/** /admin/applications: applications sent from the careers page, filterable by position. */
export function AdminApplicationsView(options: StaffGateOptions) {
  return <StaffInbox config={APPLICATIONS} {...options} />;
}
