import { LinkList } from '../../components/ui/link-list';
import { LanguageSwitch } from './language-switch';
import { siteFooterCopy as copy } from './site-footer.copy';
import { Logo } from './logo';

/**
 * The footer's link columns. A function, not a module constant: the browser never renders the
 * footer (ServerOnly), and a constant that reads the copy at load time would keep the footer's
 * words in every page's bundle.
 */
const columns = () => [
  {
    heading: copy.courses,
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
    heading: copy.company,
    links: [
      { href: '/about', label: copy.aboutUs },
      { href: '/careers', label: copy.careers },
      { href: '/blog', label: copy.blog },
      { href: '/contact', label: copy.contact },
      { href: '/faq', label: copy.faq },
    ],
  },
  {
    heading: copy.legal,
    links: [
      { href: '/privacy', label: copy.privacy },
      { href: '/terms', label: copy.terms },
    ],
  },
];

export function SiteFooter({ pathname }: { pathname: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-slate-700">{copy.about}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.badgesLabel}>
            {copy.badges.map((badge) => (
              <li
                key={badge}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800"
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>
        {columns().map((column) => (
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
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-700 sm:px-6">
          <p>{copy.rights}</p>
          <LanguageSwitch
            pathname={pathname}
            className="inline-flex min-h-10 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
          />
        </div>
      </div>
    </footer>
  );
}
