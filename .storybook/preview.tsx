import type { Decorator, Preview } from '@storybook/react-vite';
import type { BlockServices, Locale, MessageCatalogue } from '@mall/runtime';
import { BlockProviders, createFixtureServices } from '@mall/blocks';
import { useMemo, type ReactNode } from 'react';

/**
 * Story parameters the decorator reads:
 * - `guest: true` renders as a guest (no member logged in);
 * - `services` replaces parts of the fixture services;
 * - `messages` adds i18n namespaces (e.g. `{ storefront: storefrontMessages }`).
 */
export interface MallStoryParameters {
  guest?: boolean;
  services?: Partial<BlockServices>;
  messages?: Record<string, MessageCatalogue>;
}

function StoryProviders({
  locale,
  parameters,
  children,
}: {
  locale: Locale;
  parameters: MallStoryParameters;
  children: ReactNode;
}) {
  const { guest, services: overrides, messages } = parameters;
  const services = useMemo(
    () => createFixtureServices({ locale, mode: 'preview', ...(guest ? { user: null } : {}), ...overrides }),
    [locale, guest, overrides],
  );
  return (
    <BlockProviders services={services} messages={messages}>
      {children}
    </BlockProviders>
  );
}

const withMallProviders: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <StoryProviders locale={locale} parameters={context.parameters as MallStoryParameters}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withMallProviders],
  globalTypes: {
    locale: {
      description: 'Language of the mall',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
