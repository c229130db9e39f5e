import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH_PX, TOOLBAR_WIDTH_PX } from '../toolbar-layout.ts';
import { DrawerLoading } from './DrawerLoading.tsx';
import type { ToolbarDrawerProps } from './ToolbarDrawer.tsx';

/** `ToolbarDrawer`'s drawer, once the toolbar has opened one: a chunk of its own (ToolbarDrawer.tsx). */
export function ToolbarDrawerWindow({
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
