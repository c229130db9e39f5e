import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderBlock } from './render-block.tsx';
import type { BlockLandmark } from './story-checks.ts';

/**
 * Renders a block a visitor may close for the rest of the visit (a banner, a floating picture or menu),
 * closes it with the button named `closeName`, and checks it is gone, its landmark and its pictures,
 * without any link having been followed.
 */
export async function expectGoneOnceClosed(ui: ReactElement, closeName: string, landmark: BlockLandmark) {
  const user = userEvent.setup();
  const { services } = renderBlock(ui);
  await user.click(screen.getByRole('button', { name: closeName }));
  expect(screen.queryByRole(landmark)).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(services.calls.navigate).toEqual([]);
}
