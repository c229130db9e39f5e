import { Box, CloseButton, Drawer, Image, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration } from 'swr';
import { userInfoAtom } from '../../state/session.ts';
import { ShellLink } from '../ShellLink.tsx';
import { DRAWER_WIDTH_PX, TOOLBAR_WIDTH_PX } from '../toolbar-layout.ts';

export interface ToolbarDrawerProps {
  open: boolean;
  /** Called when the user closes the drawer (close button, Escape, a click on the page). */
  onClose: () => void;
  title: string;
  /** Shown at the foot of the drawer: the link to the full page. */
  footer?: ReactNode;
  /** Elements that do not count as "outside": clicking the toolbar switches drawers, not closes them. */
  persistentElements?: (() => Element | null)[];
  children: ReactNode;
}

/** What the toolbar hands each of its drawers: open or not, how to close it, and the toolbar itself. */
export type ToolbarDrawerControls = Pick<ToolbarDrawerProps, 'open' | 'onClose' | 'persistentElements'>;

/**
 * A drawer of the side toolbar: 300 px wide, sliding in to the left of the toolbar. Non-modal, so
 * the toolbar stays usable to switch drawers and the page keeps scrolling; a click on the page or
 * Escape closes it. Its body mounts on opening, so each list reloads whenever its drawer opens.
 */
export function ToolbarDrawer({
  open,
  onClose,
  title,
  footer,
  persistentElements,
  children,
}: ToolbarDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      modal={false}
      closeOnInteractOutside
      persistentElements={persistentElements}
    >
      <Portal>
        <Drawer.Positioner paddingInlineEnd={`${TOOLBAR_WIDTH_PX}px`}>
          <Drawer.Content w={`${DRAWER_WIDTH_PX}px`} maxW={`${DRAWER_WIDTH_PX}px`}>
            <Drawer.Header px="4" pt="4" pb="2" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title fontSize="md">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" py="3">
              {children}
            </Drawer.Body>
            {footer ? (
              <Drawer.Footer px="4" py="3" borderTopWidth="1px" borderColor="border.muted">
                {footer}
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * A member's list for a drawer, cached per member so one member never sees another's rows. Mounted
 * with the drawer body, so swr refetches it on every opening (spec: the list reloads when the drawer
 * opens) while showing the last answer meanwhile.
 */
export function useMemberList<T>(name: string, fetch: () => Promise<T>, config?: SWRConfiguration<T>) {
  const member = useAtomValue(userInfoAtom);
  return useSWR(member ? ['toolbar-drawer', name, member.id] : null, fetch, config);
}

/** Size of goods pictures in the drawers. */
export const THUMBNAIL_PX = 56;

/** A goods picture with fixed dimensions; a grey square when the goods has none. */
export function GoodsThumbnail({
  src,
  alt,
  size = THUMBNAIL_PX,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  if (!src) return <Box w={`${size}px`} h={`${size}px`} flexShrink={0} bg="bg.muted" borderRadius="sm" />;
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={String(size)}
      htmlHeight={String(size)}
      w={`${size}px`}
      h={`${size}px`}
      flexShrink={0}
      objectFit="cover"
      borderRadius="sm"
      loading="lazy"
    />
  );
}

/** The link at the foot of a drawer, to the full page of its list. */
export function DrawerFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ShellLink to={to} color="brand.solid" fontSize="sm">
      {children}
    </ShellLink>
  );
}

/** The goods detail route of a SKU (spec 01 section 2.4). */
export function goodsDetailPath(skuId: string, goodsId: string): string {
  return `/goodsDetail?${new URLSearchParams({ skuId, goodsId })}`;
}
