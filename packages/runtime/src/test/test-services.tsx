import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { Availability, PlanGoods } from '@mall/schemas';
import { BlockServicesProvider } from '../services/BlockServices.tsx';
import type { BlockServices, Locale } from '../services/types.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { runtimeMessages } from '../i18n/runtime-messages.ts';

/** Services for tests: spies everywhere, an availability answer built from `entries`. */
export function fakeServices(
  overrides: Partial<BlockServices> = {},
  entries: Availability[] = [],
): BlockServices {
  return {
    locale: 'en-US',
    platform: 'HSHSC',
    user: { id: 'u1', nickName: 'Lin' },
    tenant: {},
    customPage: false,
    mode: 'production',
    checkAvailability: vi.fn(async () => entries),
    fetchPlanGoods: vi.fn(async (ref): Promise<PlanGoods> => ({ ...ref, name: 'Plan', goodsList: [] })),
    navigate: vi.fn(),
    notify: vi.fn(),
    track: vi.fn(),
    ...overrides,
  };
}

/** Wraps a tree in the services, a fresh swr cache and the runtime catalogue in `locale`. */
export function TestHost({
  services,
  locale = services.locale,
  children,
}: {
  services: BlockServices;
  locale?: Locale;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createI18n(locale, { runtime: runtimeMessages }));
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BlockServicesProvider services={services}>{children}</BlockServicesProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}
