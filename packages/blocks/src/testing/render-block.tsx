import { render, type RenderResult } from '@testing-library/react';
import type { BlockServices, Locale } from '@mall/runtime';
import type { ReactElement, ReactNode } from 'react';
import { BlockProviders } from './BlockProviders.tsx';
import { createFixtureServices, type FixtureServices } from './fixture-services.ts';

/** Options of {@link renderBlock}. */
export interface RenderBlockOptions {
  /** Defaults to `zh-CN`. */
  locale?: Locale;
  /** Replaces parts of the fixture services (e.g. `user: null` for a guest). */
  services?: Partial<BlockServices>;
}

/**
 * Renders a block (or anything using block hooks) the way the storefront would: Chakra with the mall
 * system, i18n with the runtime and block catalogues, and fixture services whose calls the test can read.
 */
export function renderBlock(
  ui: ReactElement,
  options: RenderBlockOptions = {},
): RenderResult & { services: FixtureServices } {
  const services = createFixtureServices({ locale: options.locale ?? 'zh-CN', ...options.services });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BlockProviders services={services}>{children}</BlockProviders>
  );
  return Object.assign(render(ui, { wrapper }), { services });
}
