import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_WIDTH_PX, SiteHeader } from './SiteHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { useSiteBranding } from './useSiteBranding.ts';

export interface PageFrameProps {
  children: ReactNode;
  /** Shown at the right end of the header (the preview badge). */
  headerAside?: ReactNode;
}

/** The page container of every route: header with the site's branding, 1200 px content, footer. */
export function PageFrame({ children, headerAside }: PageFrameProps) {
  const branding = useSiteBranding();
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="bg">
      <SiteHeader siteName={branding?.siteName} logoImg={branding?.logoImg} aside={headerAside} />
      <Box as="main" flex="1" w="full" maxW={`${PAGE_WIDTH_PX}px`} mx="auto" py="4">
        {children}
      </Box>
      <SiteFooter siteName={branding?.siteName} />
    </Box>
  );
}
