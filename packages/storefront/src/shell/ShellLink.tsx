import { Link, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ShellLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  /** A storefront path (`/home/myOrder`) or, with `newTab`, any URL. */
  to: string;
  /** Opens in a new tab (a plain anchor with `noopener`). Defaults to `false`. */
  newTab?: boolean;
  children: ReactNode;
}

/** A shell link: the router's link styled by Chakra, or a new-tab anchor. */
export function ShellLink({ to, newTab = false, children, ...linkProps }: ShellLinkProps) {
  if (newTab) {
    return (
      <Link href={to} target="_blank" rel="noopener noreferrer" {...linkProps}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...linkProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
