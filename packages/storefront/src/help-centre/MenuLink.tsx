import type { ReactNode } from 'react';
import { ShellLink } from '../ui/ShellLink.tsx';

export interface MenuLinkProps {
  to: string;
  /** The page shown is this entry's: marked for assistive technology and in the brand colour. */
  current: boolean;
  children: ReactNode;
}

/** One entry of a help-centre side menu (the help pages, the article categories), a list item. */
export function MenuLink({ to, current, children }: MenuLinkProps) {
  return (
    <li>
      <ShellLink
        to={to}
        aria-current={current ? 'page' : undefined}
        display="block"
        px="3"
        py="2"
        color={current ? 'brand.solid' : 'fg'}
        fontWeight={current ? 'semibold' : 'normal'}
        _hover={{ color: 'brand.solid' }}
      >
        {children}
      </ShellLink>
    </li>
  );
}
