import { Badge, Box, Float, IconButton, Stack } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cartBadgeText, cartCountAtom } from '../state/cart-count.ts';
import { useAtomValueAsRendered } from '../state/render-cookie.ts';
import { loginPromptOpenAtom } from '../state/login-prompt.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { DrawerFooterLink, preloadToolbarDrawer, ToolbarDrawer } from './drawers/ToolbarDrawer.tsx';
import { EntryTooltip, preloadEntryTooltip } from './EntryTooltip.tsx';
import { TOOLBAR_DRAWERS, type ToolbarDrawerKind } from './drawers/toolbar-drawers.ts';
import {
  API_TOOLBAR_SERVICES,
  ToolbarServicesProvider,
  type ToolbarServices,
} from './drawers/ToolbarServices.tsx';
import {
  AssetsIcon,
  CartIcon,
  CouponIcon,
  FavoritesIcon,
  FootprintsIcon,
  MemberIcon,
  OrdersIcon,
} from './toolbar-icons.tsx';
import { TOOLBAR_WIDTH_PX } from './toolbar-layout.ts';
import { usePreloadOnFirstInput } from '../ui/usePreloadOnFirstInput.ts';

export type { ToolbarDrawerKind };

export interface SideToolbarProps {
  /** Where the cart count and the drawer lists come from. Defaults to the buyer API. */
  services?: ToolbarServices;
  /** A drawer open from the first render (stories show each drawer so). Defaults to none. */
  defaultDrawer?: ToolbarDrawerKind;
}

/**
 * The floating toolbar on the right edge (spec 01 sections 2.4 and 4): member center and my assets
 * open in a new tab; cart, my orders, coupons, footprints and favorites open their drawer. A guest
 * gets the "please log in" prompt from every entry. The cart's badge loads with the page, and hovering
 * the cart refreshes it.
 * Memoised: it takes nothing from the frame, which renders again as the site's branding arrives.
 */
export const SideToolbar = memo(function SideToolbar({
  services = API_TOOLBAR_SERVICES,
  defaultDrawer,
}: SideToolbarProps) {
  const { t } = useTranslation('storefront');
  const user = useAtomValue(userInfoAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const loggedIn = Boolean(user && accessToken);
  const openLoginPrompt = useSetAtom(loginPromptOpenAtom);
  usePreloadOnFirstInput(preloadToolbarDrawer);
  usePreloadOnFirstInput(preloadEntryTooltip);
  // The count it asks for on start may come while the page hydrates: the server's until then.
  const cartCount = useAtomValueAsRendered(cartCountAtom, (state) => state.cartNum);
  const setCartCount = useSetAtom(cartCountAtom);
  const badge = loggedIn ? cartBadgeText(cartCount) : null;

  // The open drawer remembers the location it was opened on: following any link (inside a drawer
  // or elsewhere) moves on to a new location and so closes it, with no effect to run.
  const location = useLocation();
  const [opened, setOpened] = useState<{ kind: ToolbarDrawerKind; at: string } | null>(() =>
    defaultDrawer ? { kind: defaultDrawer, at: location.key } : null,
  );
  const openDrawer = loggedIn && opened?.at === location.key ? opened.kind : null;
  const close = () => setOpened(null);
  // The drawers mount when the first of them opens, and stay (to close with their animation, and
  // switch from one to another as before): five closed drawers, each a dialog machine with its
  // effects and a portal, were work every page did while it hydrated, for drawers most visits never
  // open (issue 26).
  const [drawersMounted, setDrawersMounted] = useState(defaultDrawer !== undefined);
  if (openDrawer && !drawersMounted) setDrawersMounted(true);

  const toolbarRef = useRef<HTMLElement>(null);
  // Clicks on the toolbar switch drawers rather than count as a click outside the open one.
  const persistentElements = useMemo(() => [() => toolbarRef.current], []);

  const countInFlight = useRef(false);
  const refreshCartCount = () => {
    if (!loggedIn || countInFlight.current) return;
    countInFlight.current = true;
    services
      .fetchCartCount()
      .then(setCartCount)
      // The request layer has shown the failure; the badge keeps its last count.
      .catch(() => undefined)
      .finally(() => {
        countInFlight.current = false;
      });
  };

  // The count loads with the page too, not only on hover: the badge is right before anyone points at it.
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    services.fetchCartCount().then(
      (count) => {
        if (current) setCartCount(count);
      },
      // The request layer has shown the failure; the badge keeps its last count.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loggedIn, services, setCartCount]);

  const toggle = (kind: ToolbarDrawerKind) => () => {
    if (!loggedIn) return openLoginPrompt(true);
    setOpened(openDrawer === kind ? null : { kind, at: location.key });
  };
  const guardNewTab = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    openLoginPrompt(true);
  };

  const drawerEntry = (kind: ToolbarDrawerKind, label: string, icon: ReactElement, name = label) => (
    <EntryTooltip id={kind} label={label}>
      <IconButton
        aria-label={name}
        aria-expanded={openDrawer === kind}
        {...ENTRY_STYLE}
        bg={openDrawer === kind ? 'brand.solid' : undefined}
        onClick={toggle(kind)}
        {...(kind === 'cart' ? { onPointerEnter: refreshCartCount, onFocus: refreshCartCount } : {})}
      >
        {icon}
        {kind === 'cart' && badge ? (
          <Float placement="top-end" offsetX="3" offsetY="1">
            <Badge
              aria-hidden
              colorPalette="brand"
              variant="solid"
              size="xs"
              borderRadius="full"
              minW="4"
              justifyContent="center"
            >
              {badge}
            </Badge>
          </Float>
        ) : null}
      </IconButton>
    </EntryTooltip>
  );

  const newTabEntry = (to: string, label: string, icon: ReactElement) => (
    <EntryTooltip id={to.slice(1).replaceAll('/', '-')} label={label}>
      <IconButton asChild aria-label={t('toolbar.newTab', { label })} {...ENTRY_STYLE}>
        <a href={to} target="_blank" rel="noopener noreferrer" onClick={guardNewTab}>
          {icon}
        </a>
      </IconButton>
    </EntryTooltip>
  );

  return (
    <ToolbarServicesProvider services={services}>
      <Box
        as="nav"
        ref={toolbarRef}
        aria-label={t('toolbar.label')}
        position="fixed"
        insetInlineEnd="0"
        top="0"
        h="100vh"
        w={`${TOOLBAR_WIDTH_PX}px`}
        bg="gray.800"
        zIndex="sticky"
        display="flex"
        flexDirection="column"
        justifyContent="center"
      >
        <Stack as="ul" listStyleType="none" gap="2" align="center">
          <li>{newTabEntry('/home', t('toolbar.memberCenter'), <MemberIcon />)}</li>
          <li>
            {drawerEntry(
              'cart',
              t('toolbar.cart'),
              <CartIcon />,
              badge ? t('toolbar.cartWithCount', { count: cartCount ?? 0 }) : t('toolbar.cart'),
            )}
          </li>
          <li>{drawerEntry('orders', t('toolbar.myOrders'), <OrdersIcon />)}</li>
          <li>{drawerEntry('coupons', t('toolbar.coupons'), <CouponIcon />)}</li>
          <li>{newTabEntry('/home/MoneyManagement', t('toolbar.myAssets'), <AssetsIcon />)}</li>
          <li>{drawerEntry('footprints', t('toolbar.footprints'), <FootprintsIcon />)}</li>
          <li>{drawerEntry('favorites', t('toolbar.favorites'), <FavoritesIcon />)}</li>
        </Stack>
      </Box>
      {(drawersMounted ? TOOLBAR_DRAWERS : []).map(({ kind, footer, Body }) => (
        <ToolbarDrawer
          key={kind}
          open={openDrawer === kind}
          onClose={close}
          persistentElements={persistentElements}
          title={t(`drawer.${kind}.title`)}
          footer={<DrawerFooterLink to={footer.to}>{t(footer.label)}</DrawerFooterLink>}
        >
          <Body />
        </ToolbarDrawer>
      ))}
    </ToolbarServicesProvider>
  );
});

const ENTRY_STYLE = {
  variant: 'ghost',
  size: 'sm',
  color: 'white',
  position: 'relative',
  _hover: { bg: 'brand.solid', color: 'white' },
} as const;
