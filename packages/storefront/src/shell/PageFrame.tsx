import { Box } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { platformAtom } from '../state/platform.ts';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { useLogout } from '../session/useLogout.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SideToolbar } from './SideToolbar.tsx';
import { SideToolkit } from './SideToolkit.tsx';
import { useHotSearchTerms } from './useHotSearchTerms.ts';
import { useSiteBranding } from './useSiteBranding.ts';

export interface PageFrameProps {
  children: ReactNode;
  /** Shown at the right end of the header (the preview badge). */
  headerAside?: ReactNode;
  /** The page has an English version: the header shows the language switch. Defaults to `false`. */
  englishEnabled?: boolean;
}

/**
 * The page container of every route: the header and footer of the stored platform (DZPT, else the
 * mall's) with the site's branding, and the 1200 px content between them.
 */
export function PageFrame({ children, headerAside, englishEnabled = false }: PageFrameProps) {
  const branding = useSiteBranding();
  const platform = useAtomValue(platformAtom) === 'DZPT' ? 'DZPT' : 'HSHSC';
  const hotSearchTerms = useHotSearchTerms(platform === 'HSHSC');
  const logout = useLogout();
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="bg">
      <SiteHeader
        siteName={branding?.siteName}
        logoImg={branding?.logoImg}
        aside={headerAside}
        platform={platform}
        hotSearchTerms={hotSearchTerms}
        englishEnabled={englishEnabled}
        onLogout={() => void logout()}
      />
      <Box as="main" flex="1" w="full" maxW={`${PAGE_WIDTH_PX}px`} mx="auto" py="4">
        {children}
      </Box>
      <SiteFooter siteName={branding?.siteName} platform={platform} contact={branding?.contact} />
      <SideToolbar />
      {platform === 'HSHSC' ? <SideToolkit /> : null}
    </Box>
  );
}
