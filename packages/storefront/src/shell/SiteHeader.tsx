import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { EnterpriseLogo } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withCustomPageType } from '@mall/runtime';
import { Link as RouterLink } from 'react-router';
import { cartBadgeText, cartCountAtom } from '../state/cart-count.ts';
import { useAtomValueAsRendered } from '../state/render-cookie.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { MiniSearchBar } from './MiniSearchBar.tsx';
import { HeaderLogo } from './HeaderLogo.tsx';
import { HeaderNoticeMarquee } from './NoticeMarquee.tsx';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { SearchBar } from './SearchBar.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { UserStrip } from './UserStrip.tsx';

export { PAGE_WIDTH_PX } from './page-width.ts';

export interface SiteHeaderProps {
  /** The site's name; the catalogue's default name while the site call is out. */
  siteName?: string;
  /** The logo picture; the name alone is shown without one. */
  logoImg?: string;
  /**
   * The site call (or a member's enterprise logo call) is still out: the logo's box is kept empty, so
   * a logo arriving moves nothing (issue 8, CLS). Defaults to `false`.
   */
  logoPending?: boolean;
  /**
   * The member's enterprise's logo and sub-logo, shown in the logo's box instead of the site's logo
   * when it has one. Defaults to none (a guest, or not known yet).
   */
  enterpriseLogo?: EnterpriseLogo | null;
  /** Extra content at the right end (a preview badge). */
  aside?: ReactNode;
  /** The layout: the mall (`HSHSC`) or the exclusive homepage (`DZPT`). Defaults to `HSHSC`. */
  platform?: 'HSHSC' | 'DZPT';
  /** Hot search terms shown as tags under the search box, on HSHSC only. Defaults to none. */
  hotSearchTerms?: readonly string[];
  /** Shows the language switch (English-enabled pages). Defaults to `false`. */
  englishEnabled?: boolean;
  /**
   * Custom-page mode (`pageType=custom`): the logo leads to the custom page and the header's links
   * keep the mode. Defaults to `false`.
   */
  customPage?: boolean;
  /** The custom page's navigation, shown under the logo row in custom-page mode. Defaults to none. */
  nav?: ReactNode;
  /** Signs the member out; without it the strip shows no sign-out entry. */
  onLogout?: () => void;
  /** Loads `/` afresh after a platform switch. Defaults to `window.location.assign('/')`. */
  reloadRoot?: () => void;
  /** Reloads the page after a language switch. Defaults to `window.location.reload()`. */
  reloadPage?: () => void;
}

/**
 * The site header in its two platform layouts (spec 01 section 2.4): the user strip, then logo,
 * search (with hot terms on HSHSC; DZPT adds its exclusive-homepage links), the cart and 'my
 * orders' buttons; plus the mini search bar fixed at the top once the page is scrolled.
 */
export function SiteHeader({
  siteName,
  logoImg,
  logoPending = false,
  enterpriseLogo,
  aside,
  platform = 'HSHSC',
  hotSearchTerms = [],
  englishEnabled = false,
  customPage = false,
  nav,
  onLogout,
  reloadRoot,
  reloadPage,
}: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
  const name = siteName || t('shell.defaultSiteName');
  const dzpt = platform === 'DZPT';
  const keepMode = (path: string) => (customPage ? withCustomPageType(path) : path);
  const user = useAtomValue(userInfoAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const loggedIn = Boolean(user && accessToken);
  // The count the side toolbar shows, read as the server rendered it while the page hydrates.
  const cartCount = useAtomValueAsRendered(cartCountAtom, (state) => state.cartNum);
  const cartBadge = loggedIn ? cartBadgeText(cartCount) : null;
  return (
    <Box as="header" aria-label={t('header.label')} bg="bg">
      <UserStrip
        platform={platform}
        englishEnabled={englishEnabled}
        onLogout={onLogout}
        reloadRoot={reloadRoot}
        reloadPage={reloadPage}
      />
      <Box borderBottomWidth="2px" borderColor={dzpt ? 'border.muted' : 'brand.solid'}>
        <Flex
          maxW={`${PAGE_WIDTH_PX}px`}
          mx="auto"
          minH="96px"
          px="4"
          py="3"
          align="center"
          justify="space-between"
          gap="6"
        >
          {/* The name and the exclusive entries keep their width; the search box gives way first
            (issue 22: at 1366 px the name was cut and the entries wrapped). On a screen narrower than
            the page the group stops at half the row, and minW 0 down to the name truncates it there
            rather than overflowing. */}
          <Flex align="center" gap="6" minW="0" flexShrink={0} maxW="50%">
            <Box asChild minW="0">
              <RouterLink
                to={customPage ? keepMode('/custom') : '/'}
                aria-label={t('shell.homeLink', { siteName: name })}
              >
                <Flex align="center" gap="3" minW="0">
                  <HeaderLogo
                    siteName={name}
                    siteLogo={logoImg}
                    enterpriseLogo={enterpriseLogo}
                    pending={logoPending}
                  />
                  {/* One line: on a narrow screen a longer name arriving with the site call would
                    otherwise wrap into a taller header and push the page down (issue 8, CLS). */}
                  <Text as="span" fontSize="xl" fontWeight="bold" color="fg" truncate>
                    {name}
                  </Text>
                </Flex>
              </RouterLink>
            </Box>
            {dzpt ? (
              <Flex
                as="nav"
                aria-label={t('header.mainNav')}
                gap="4"
                fontSize="md"
                flexShrink={0}
                whiteSpace="nowrap"
              >
                <ShellLink to="/">{t('header.exclusiveHome')}</ShellLink>
                <ShellLink to="/custom">{t('header.customZone')}</ShellLink>
              </Flex>
            ) : null}
          </Flex>
          <SearchBar hotSearchTerms={dzpt ? [] : hotSearchTerms} />
          <Flex align="center" gap="3" flexShrink={0}>
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink
                to={keepMode('/cart')}
                aria-label={cartBadge ? t('header.cartWithCount', { count: cartCount ?? 0 }) : undefined}
              >
                {t('header.cart')}
                {cartBadge ? (
                  <Badge aria-hidden colorPalette="brand" variant="solid" size="xs" borderRadius="full">
                    {cartBadge}
                  </Badge>
                ) : null}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={keepMode('/home/myOrder')}>{t('header.myOrders')}</RouterLink>
            </Button>
            {aside}
          </Flex>
        </Flex>
      </Box>
      {nav}
      <HeaderNoticeMarquee platform={platform} />
      <MiniSearchBar siteName={name} logoImg={logoImg} />
    </Box>
  );
}
