import { LinkList } from '../../components/ui/link-list';
import { Logo } from './logo';

const COLUMNS = [
  {
    heading: 'Courses',
    links: [
      { href: '/courses/docker', label: 'Docker' },
      { href: '/courses/kubernetes', label: 'Kubernetes' },
      { href: '/courses/aws', label: 'AWS' },
      { href: '/courses/azure', label: 'Azure' },
      { href: '/course/terraform-infrastructure', label: 'Terraform' },
      { href: '/course/linux-system-administration', label: 'Linux' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/careers', label: 'Careers' },
      { href: '/blog', label: 'Blog' },
      { href: '/contact', label: 'Contact' },
      { href: '/faq', label: 'Help & FAQ' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
];

const TRUST_BADGES = ['SOC 2 Compliant', 'GDPR Ready', '99.9% Uptime'];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-slate-700">
            Hands-on DevOps and cloud training for learners and working professionals in Bangladesh:
            containers, Kubernetes, cloud platforms, infrastructure as code and Linux.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Certifications and guarantees">
            {TRUST_BADGES.map((badge) => (
              <li
                key={badge}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800"
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <LinkList
              links={column.links}
              className="mt-3 space-y-1"
              linkClassName="inline-block py-1 text-sm text-slate-700 hover:text-brand-800 hover:underline"
            />
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-700 sm:px-6">
          © 2024 Shikhon Academy. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
