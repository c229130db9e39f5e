import { Link, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { withCustomPageType } from '@mall/runtime';
import { Link as RouterLink, useSearchParams } from 'react-router';

export interface ShellLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  /** A storefront path (`/home/myOrder`) or, with `newTab`, any URL. */
  to: string;
  /** Opens in a new tab (a plain anchor with `noopener`). Defaults to `false`. */
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A shell link: the router's link styled by Chakra, or a new-tab anchor. In custom-page mode
 * (`pageType=custom` in the query) a storefront path keeps the mode (spec 03 section 4).
 */
export function ShellLink({ to, newTab = false, children, ...linkProps }: ShellLinkProps) {
  const [searchParams] = useSearchParams();
  if (newTab) {
    return (
      <Link href={to} target="_blank" rel="noopener noreferrer" {...linkProps}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...linkProps}>
      <RouterLink to={searchParams.get('pageType') === 'custom' ? withCustomPageType(to) : to}>
        {children}
      </RouterLink>
    </Link>
  );
}
