import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ShellLink } from '../ui/ShellLink.tsx';
import { TitledPage } from './TitledPage.tsx';

/** A page of a section, as its links name it. */
export interface SectionPage {
  path: string;
  /** The link's text, in the member's language. */
  label: string;
}

export interface SectionFrameProps {
  /** The page's heading. */
  title: string;
  /** Links between the section's pages, the current one marked; none when absent. */
  nav?: { label: string; pages: readonly SectionPage[] };
  children: ReactNode;
}

/**
 * The frame of a section of a few pages (flexible benefit, disposable card, shell booking): the
 * site's frame (with the language switch: every string of these sections has its English), the
 * page's heading and the links between the section's pages.
 */
export function SectionFrame({ title, nav, children }: SectionFrameProps) {
  const { pathname } = useLocation();
  const links = nav ? (
    <Flex as="nav" aria-label={nav.label} gap="4" wrap="wrap" fontSize="sm">
      {nav.pages.map(({ path, label }) => {
        // Paths arrive in either case (`/Shelli`, `/shelli`): both mark the page.
        const current = pathname.toLowerCase() === path.toLowerCase();
        return (
          <ShellLink
            key={path}
            to={path}
            aria-current={current ? 'page' : undefined}
            fontWeight={current ? 'bold' : undefined}
          >
            {label}
          </ShellLink>
        );
      })}
    </Flex>
  ) : undefined;
  return (
    <TitledPage title={title} aside={links} englishEnabled>
      {children}
    </TitledPage>
  );
}
