import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { DRAWER_WIDTH_PX, TOOLBAR_WIDTH_PX } from '../toolbar-layout.ts';
import { DrawerLoading } from './DrawerLoading.tsx';

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

/**
 * A drawer of the side toolbar: 300 px wide, sliding in to the left of the toolbar. Non-modal, so
 * the toolbar stays usable to switch drawers and the page keeps scrolling; a click on the page or
 * Escape closes it. Its body mounts on opening, so each list reloads whenever its drawer opens.
 * A lazily loaded body shows the loading status inside the frame meanwhile, so on the first opening
 * the title and the footer are there at once and nothing moves when the code arrives.
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
              <Suspense fallback={<DrawerLoading />}>{children}</Suspense>
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

/** The link at the foot of a drawer, to the full page of its list. */
export function DrawerFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ShellLink to={to} color="brand.solid" fontSize="sm">
      {children}
    </ShellLink>
  );
}
