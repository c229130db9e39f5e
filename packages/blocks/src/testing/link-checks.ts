import type { Navigation } from '@mall/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderBlock, type RenderBlockOptions } from './render-block.tsx';

/** Checks that the link named `name` inside `container` goes to `href`. */
export function expectLinkTo(container: HTMLElement, name: string | RegExp, href: string): void {
  expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}

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

/** A link a test clicks, by its name, and the path inside the app it must open. */
export type LinkOpening = readonly [link: string | RegExp, path: string];

/**
 * Renders a block, clicks the links of `openings` in order, and checks the link opener was asked to
 * open each one's path inside the app, in the same order, and nothing else.
 */
export async function expectLinksOpen(
  ui: ReactElement,
  openings: readonly LinkOpening[],
  options?: RenderBlockOptions,
): Promise<void> {
  const clicks = openings.map(([link]): Click => ['link', link]);
  expect(await navigationsOnClicking(ui, clicks, options)).toEqual(
    openings.map(([, path]) => ({ kind: 'internal', path })),
  );
}
