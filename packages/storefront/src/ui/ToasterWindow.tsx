import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toastStore } from './toast-store.ts';

/** The messages of the toast store on screen, in the chunk of its own that `AppToaster` loads. */
export function ToasterWindow() {
  const { t } = useTranslation('storefront');
  return (
    <Portal>
      <Toaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t('request.close')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
