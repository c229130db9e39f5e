import { Box } from '@chakra-ui/react';
import { WINDOW_END_INSET_VAR } from '@mall/blocks';
import { HydrateWhenSeen } from '@mall/runtime';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryNavMode } from './category-nav/category-nav-layout.ts';
import { CategoryNavSkeleton } from './category-nav/CategoryNavSkeleton.tsx';
import { MemberCentreRow } from './member-centre/MemberCentreRow.tsx';
import { platformAtom } from '../state/platform.ts';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { useLogout } from '../session/useLogout.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { SideToolbar } from './SideToolbar.tsx';
import { SideToolkit } from './SideToolkit.tsx';
import { useHotSearchTerms } from './useHotSearchTerms.ts';
import { TOOLBAR_WIDTH_PX } from './toolbar-layout.ts';
import { useConfiguredPageData } from './useConfiguredPageData.ts';
import { useEnterpriseLogo } from './useEnterpriseLogo.ts';
import { useSiteBranding } from './useSiteBranding.ts';
import { useTenantNav } from './tenant-nav.ts';

const CustomChrome = lazy(() => import('./CustomChrome.tsx').then((m) => ({ default: m.CustomChrome })));
// Its code, strings and calls come only with the pages that show it.
const CategoryNav = lazy(() =>
  import('./category-nav/CategoryNav.tsx').then((m) => ({ default: m.CategoryNav })),
);

export interface PageFrameProps {
  children: ReactNode;
  /** Shown at the right end of the header (the preview badge). */
  headerAside?: ReactNode;
  /**
   * The page can be shown in English: the header offers the language switch (in English it always
   * does, to offer the way back). The storefront's own pages all can; a configured page only with
   * an English version. Defaults to `true`.
   */
  englishEnabled?: boolean;
  /**
   * In custom-page mode (`pageType=custom`), the page whose navigation and footer blocks replace the
   * site's: the configured page being shown. Defaults to the enterprise's custom page.
   */
  customChromePage?: string;
  /**
   * The category navigation under the header (spec 02 section 2): `menu` opens on hover or focus,
   * `open` is always open. Not shown in custom-page mode, where the page's own navigation is.
   * Defaults to none.
   */
  categoryNav?: CategoryNavMode;
}

/**
 * The page container of every route: the header and footer of the stored platform (DZPT, else the
 * mall's) with the site's branding, and the 1200 px content between them.
 *
 * Pages render their frame themselves, so every change of a page's own state (its data arriving, a
 * quantity typed) renders the frame again. The header and the footer with the toolbars are memoised
 * apart from `children`, so such a change renders the page's content only, not the whole shell: on a
 * phone-class CPU the shell takes a few hundred milliseconds, blocking input each time (issue 8, TBT).
 */
export function PageFrame({ children, ...chrome }: PageFrameProps) {
  // The side toolbar is on every page but a disposable card's.
  const toolbarShown = useAtomValue(platformAtom) !== 'YCXK';
  return (
    // `isolation` makes the frame a stacking context, so a page background block (a fixed layer at
    // z-index -1) paints over the frame's own background; `overflowX` clips full-width blocks' overhang.
    // Blocks floating at the window's right edge stand clear of the side toolbar (issue 22).
    <Box
      minH="100vh"
      display="flex"
      flexDirection="column"
      bg="bg"
      isolation="isolate"
      overflowX="clip"
      css={{ [WINDOW_END_INSET_VAR]: toolbarShown ? `${TOOLBAR_WIDTH_PX}px` : '0px' }}
    >
      <FrameTop {...chrome} />
      {/* At least a screen high: the footer starts below the fold, so content arriving late pushes
          nothing visible down (issue 8, CLS). */}
      {/* A member centre page (a /home route) has the member centre's menu beside its content. */}
      <MemberCentreRow>
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          w="full"
          minW="0"
          maxW={`${PAGE_WIDTH_PX}px`}
          minH="100vh"
          mx="auto"
          py="4"
        >
          {children}
        </Box>
      </MemberCentreRow>
      <FrameBottom customChromePage={chrome.customChromePage} />
    </Box>
  );
}

type FrameChromeProps = Omit<PageFrameProps, 'children'>;

/** What the header and the footer both follow: the site's branding, the platform, custom-page mode. */
function useFrameChrome(customChromePage: string | undefined) {
  const branding = useSiteBranding();
  const platform = useAtomValue(platformAtom) === 'DZPT' ? 'DZPT' : 'HSHSC';
  const [searchParams] = useSearchParams();
  const customPage = searchParams.get('pageType') === 'custom';
  const { data: enterpriseCustomPage } = useConfiguredPageData(
    'CUSTOM',
    null,
    customPage && !customChromePage,
  );
  const chromePage = customPage ? (customChromePage ?? enterpriseCustomPage?.pageData) : undefined;
  return { branding, platform, customPage, chromePage } as const;
}

/** The skip link and the header, with the category navigation or the custom page's own. */
const FrameTop = memo(function FrameTop({
  headerAside,
  englishEnabled = true,
  customChromePage,
  categoryNav,
}: FrameChromeProps) {
  const { branding, platform, customPage, chromePage } = useFrameChrome(customChromePage);
  const hotSearchTerms = useHotSearchTerms(platform === 'HSHSC');
  const enterpriseLogo = useEnterpriseLogo();
  const logout = useLogout();
  // The special top navigation of some enterprises (tenant-nav.ts) is on every page, not only on
  // those with the category navigation.
  const { customHome } = useTenantNav();
  const navMode = categoryNav ?? (customHome ? 'menu' : undefined);
  // Each answer of the calls above (branding, hot terms, logo) renders the header again; the strip and
  // the navigation below it keep the same props, so they are not drawn again with it.
  const onLogout = useCallback(() => void logout(), [logout]);
  const nav = useMemo(
    () =>
      chromePage ? (
        <Suspense fallback={null}>
          <CustomChrome pageData={chromePage} slot="header" />
        </Suspense>
      ) : navMode && !customPage ? (
        <Suspense fallback={<CategoryNavSkeleton mode={navMode} />}>
          <CategoryNav mode={navMode} />
        </Suspense>
      ) : null,
    [chromePage, navMode, customPage],
  );
  return (
    <>
      <SkipLink />
      <SiteHeader
        siteName={branding?.siteName}
        logoImg={branding?.logoImg}
        logoPending={branding === undefined}
        enterpriseLogo={enterpriseLogo}
        aside={headerAside}
        platform={platform}
        hotSearchTerms={hotSearchTerms}
        englishEnabled={englishEnabled}
        customPage={customPage}
        nav={nav}
        onLogout={onLogout}
      />
    </>
  );
});

/** The footer (the custom page's own in custom-page mode) and the two side toolbars. */
const FrameBottom = memo(function FrameBottom({
  customChromePage,
}: Pick<FrameChromeProps, 'customChromePage'>) {
  const { branding, platform, chromePage } = useFrameChrome(customChromePage);
  // Member center, cart, orders, coupons: none of them is a disposable card's (platform YCXK), whose
  // pages have their own cart.
  const cardPlatform = useAtomValue(platformAtom) === 'YCXK';
  const siteFooter = (
    <SiteFooter siteName={branding?.siteName} platform={platform} contact={branding?.contact} />
  );
  return (
    <>
      {chromePage ? (
        <Suspense fallback={siteFooter}>
          <CustomChrome
            pageData={chromePage}
            slot="footer"
            fallback={siteFooter}
            siteName={branding?.siteName}
          />
        </Suspense>
      ) : (
        // Links and a button that opens the licence dialog: the server's footer hydrates once touched,
        // and its code does not run while the page loads, nor when the reader scrolls to it.
        <Suspense fallback={null}>
          <HydrateWhenSeen markup="footer[data-site-footer]" starts="touched">
            {siteFooter}
          </HydrateWhenSeen>
        </Suspense>
      )}
      {cardPlatform ? null : <SideToolbar />}
      {platform === 'HSHSC' && !cardPlatform ? <SideToolkit /> : null}
    </>
  );
});
