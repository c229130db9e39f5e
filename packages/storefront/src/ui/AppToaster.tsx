import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useAfterFirstFrame } from '@mall/blocks';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster.ts';

/**
 * Renders the messages created through `toaster` (request errors, block notices). It mounts after the
 * first frame: on mounting, the toast machine subscribes to its store and renders synchronously
 * (`flushSync`), which, while the page hydrates, made one long task of the rest of the hydration.
 * A message created before then waits in the store and shows as the toaster mounts.
 */
export function AppToaster() {
  const { t } = useTranslation('storefront');
  const painted = useAfterFirstFrame();
  if (!painted) return null;
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
