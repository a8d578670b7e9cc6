import {
  CheckingAccess,
  StaffOnlyNotice,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';

const TASKS: readonly { href: string; icon: string; title: string; description: string }[] = [
  {
    href: '/admin/orders',
    icon: '💳',
    title: 'Payment review',
    description:
      'Check bKash and Nagad payments against their transaction IDs, then verify them (the learner is enrolled and emailed) or reject them with a reason.',
  },
  {
    href: '/admin/labs',
    icon: '🧪',
    title: 'Lab checks',
    description:
      'See every step check learners ran in labs, passed or failed, with the hints they were shown.',
  },
  {
    href: '/admin/messages',
    icon: '✉️',
    title: 'Messages',
    description:
      'Read what visitors sent through the contact form, reply by email and mark each one handled.',
  },
  {
    href: '/admin/applications',
    icon: '📋',
    title: 'Job applications',
    description:
      'Go through applications from the careers page, open each CV and mark them handled once answered.',
  },
  {
    href: '/admin/mail',
    icon: '📮',
    title: 'Mail',
    description:
      'See how much mail is waiting to be sent, and resend mail the mail server refused for 24 hours.',
  },
  {
    href: '/admin/bkash',
    icon: '🧾',
    title: 'bKash reconciliation',
    description:
      "Check a day's bKash payments against what bKash reports for each transaction ID, with every difference and the day's totals.",
  },
  {
    href: '/admin/certificates',
    icon: '🎓',
    title: 'Certificates',
    description:
      'Find a certificate by its ID or the learner’s email, and revoke one with a reason its page shows.',
  },
];

/** /admin: the staff area's front door, one card per back-office task. */
export function StaffHome(options: StaffGateOptions) {
  const access = useStaffAccess(options);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      {access === 'checking' ? (
        <CheckingAccess />
      ) : access === 'not-staff' ? (
        <StaffOnlyNotice />
      ) : (
        <div className="space-y-8">
          <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {TASKS.map((task) => (
              <li key={task.href}>
                <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                  <span className="text-4xl" aria-hidden="true">
                    {task.icon}
                  </span>
                  <h2 className="mt-4 text-lg font-bold text-slate-900">
                    {/* The whole card is the link's target; its name stays the task's name. */}
                    <a
                      href={task.href}
                      className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 hover:underline"
                    >
                      {task.title}
                    </a>
                  </h2>
                  <p className="mt-2 text-sm text-slate-700">{task.description}</p>
                </article>
              </li>
            ))}
          </ul>
          <p className="max-w-3xl text-sm text-slate-700">
            Staff are the accounts listed in <code className="font-mono">ADMIN_EMAILS</code> and
            those granted from the server with{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
              npm run staff -- grant someone@example.com
            </code>
            .
          </p>
        </div>
      )}
    </div>
  );
}
