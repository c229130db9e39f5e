import { Badge, Box, Float, IconButton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { cartBadgeText, cartCountAtom } from '../state/cart-count.ts';
import { useAtomValueAsRendered } from '../state/render-cookie.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { CartIcon, QrIcon, TopIcon } from './toolbar-icons.tsx';
import { TOOLBAR_WIDTH_PX } from './toolbar-layout.ts';

// The QR code (and qrcode.react with it) downloads when a user first points at or focuses its
// button; a blank square of its size holds the place meanwhile, so the panel does not change size.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * The address the public-account QR code encodes. The site settings (fixtures/seed/site.json) have
 * no field for it yet, so it is a constant until operators can set it; the `.invalid` host keeps a
 * demo build from sending anyone to a real account.
 */
export const PUBLIC_ACCOUNT_URL = 'https://weixin.good-life-mall.invalid/public-account';

/** Side of the QR code picture. */
const QR_SIZE_PX = 120;

export interface SideToolkitProps {
  /** Scrolls the page back to the top. Defaults to a smooth `window.scrollTo`. */
  scrollToTop?: () => void;
}

const smoothScrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The good-life mall's (HSHSC) side toolkit, beside the toolbar near the bottom: the cart with its
 * badge, the public-account QR code shown while the pointer or focus is on its button, and back to
 * top (spec 01 section 2.4).
 * Memoised: it takes nothing from the frame, which renders again as the site's branding arrives.
 */
export const SideToolkit = memo(function SideToolkit({ scrollToTop = smoothScrollToTop }: SideToolkitProps) {
  const { t } = useTranslation('storefront');
  const user = useAtomValue(userInfoAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const loggedIn = Boolean(user && accessToken);
  // The count may come while the page hydrates (the toolbar asks on start): the server's until then.
  const cartCount = useAtomValueAsRendered(cartCountAtom, (state) => state.cartNum);
  const badge = loggedIn ? cartBadgeText(cartCount) : null;
  const [qrShown, setQrShown] = useState(false);
  const qrPanelId = useId();

  return (
    <Box
      as="aside"
      aria-label={t('toolbar.toolkitLabel')}
      position="fixed"
      insetInlineEnd={`${TOOLBAR_WIDTH_PX + 12}px`}
      bottom="24"
      zIndex="sticky"
    >
      <Stack as="ul" listStyleType="none" gap="2">
        <li>
          <IconButton
            asChild
            aria-label={badge ? t('toolbar.cartWithCount', { count: cartCount ?? 0 }) : t('toolbar.cart')}
            {...TOOL_STYLE}
          >
            <RouterLink to="/cart">
              <CartIcon />
              {badge ? (
                <Float placement="top-end" offset="1">
                  <Badge aria-hidden colorPalette="brand" variant="solid" size="xs" borderRadius="full">
                    {badge}
                  </Badge>
                </Float>
              ) : null}
            </RouterLink>
          </IconButton>
        </li>
        <Box
          as="li"
          position="relative"
          onPointerEnter={() => setQrShown(true)}
          onPointerLeave={() => setQrShown(false)}
        >
          <IconButton
            aria-label={t('toolbar.publicAccount')}
            aria-expanded={qrShown}
            aria-controls={qrPanelId}
            {...TOOL_STYLE}
            onFocus={() => setQrShown(true)}
            onBlur={() => setQrShown(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setQrShown(false);
            }}
          >
            <QrIcon />
          </IconButton>
          <Stack
            id={qrPanelId}
            hidden={!qrShown}
            position="absolute"
            insetInlineEnd="calc(100% + 8px)"
            bottom="0"
            align="center"
            gap="1"
            p="2"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="md"
            boxShadow="md"
          >
            {qrShown ? (
              <Suspense fallback={<Box w={`${QR_SIZE_PX}px`} h={`${QR_SIZE_PX}px`} />}>
                <QRCodeSVG
                  value={PUBLIC_ACCOUNT_URL}
                  size={QR_SIZE_PX}
                  width={QR_SIZE_PX}
                  height={QR_SIZE_PX}
                  role="img"
                  aria-label={t('toolbar.publicAccountQr')}
                />
              </Suspense>
            ) : null}
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {t('toolbar.publicAccountHint')}
            </Text>
          </Stack>
        </Box>
        <li>
          <IconButton aria-label={t('toolbar.backToTop')} {...TOOL_STYLE} onClick={scrollToTop}>
            <TopIcon />
          </IconButton>
        </li>
      </Stack>
    </Box>
  );
});

const TOOL_STYLE = {
  variant: 'outline',
  size: 'lg',
  bg: 'bg.panel',
  color: 'fg.muted',
  position: 'relative',
  boxShadow: 'sm',
  _hover: { color: 'brand.solid', borderColor: 'brand.solid' },
} as const;
