import { ChakraProvider } from '@chakra-ui/react';
import {
  BlockServicesProvider,
  createI18n,
  runtimeMessages,
  type BlockServices,
  type MessageCatalogue,
} from '@mall/runtime';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { blockMessages } from '../i18n/block-messages.ts';
import { mallSystem } from '../theme/system.ts';

/** Props of {@link BlockProviders}. */
export interface BlockProvidersProps {
  services: BlockServices;
  /** Extra i18n namespaces beside `runtime` and `blocks` (e.g. the storefront's). Defaults to none. */
  messages?: Record<string, MessageCatalogue>;
  children: ReactNode;
}

/**
 * Everything a block needs around it outside the storefront (Storybook and tests): the mall's Chakra
 * system, i18n in the services' locale, a private swr cache (so one story or test never sees another's
 * data) and the block services.
 */
export function BlockProviders({ services, messages, children }: BlockProvidersProps) {
  const i18n = useMemo(
    () => createI18n(services.locale, { runtime: runtimeMessages, blocks: blockMessages, ...messages }),
    [services.locale, messages],
  );
  const swrConfig = useMemo(() => ({ provider: () => new Map(), revalidateOnFocus: false }), []);
  return (
    <ChakraProvider value={mallSystem()}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={swrConfig}>
          <BlockServicesProvider services={services}>{children}</BlockServicesProvider>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>
  );
}
