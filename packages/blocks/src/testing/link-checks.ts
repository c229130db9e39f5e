import type { Navigation } from '@mall/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderBlock, type RenderBlockOptions } from './render-block.tsx';

/** One click of a test: the role of what is clicked (a link has an address, a button a code) and its name. */
export type Click = readonly [role: 'link' | 'button', name: string | RegExp];

/**
 * Renders a block, clicks what `clicks` name in order, and answers where the link opener was asked to
 * go: the navigations the fixture services recorded.
 */
export async function navigationsOnClicking(
  ui: ReactElement,
  clicks: readonly Click[],
  options?: RenderBlockOptions,
): Promise<Navigation[]> {
  const user = userEvent.setup();
  const { services } = renderBlock(ui, options);
  for (const [role, name] of clicks) await user.click(screen.getByRole(role, { name }));
  return services.calls.navigate;
}
