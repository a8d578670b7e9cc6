import { localePath } from '../../i18n/locale-path';

export interface NavLink {
  href: string;
  label: string;
}

interface LinkListProps {
  links: readonly NavLink[];
  /** Classes of the list itself (layout). */
  className: string;
  /** Classes of each link. */
  linkClassName: string;
}

/** A plain list of site links, one list item each, as navigation blocks show them. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={localePath(link.href)} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
