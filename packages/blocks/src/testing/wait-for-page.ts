import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no block of the page is loading any more (the runtime's skeletons, `role=status`
 * with `aria-busy`, are gone), so a test can assert what is finally shown, including nothing.
 */
export async function waitForPage(): Promise<void> {
  await waitFor(() => {
    const busy = screen
      .queryAllByRole('status')
      .filter((element) => element.getAttribute('aria-busy') === 'true');
    expect(busy).toHaveLength(0);
  });
}

/**
 * Asserts a rendered page shows a visitor nothing: no text, picture or control (wrappers may remain).
 * Stories render in preview, which notes under a block that it draws nothing: that note is for the
 * operator, so it is set aside, and there must be one for each block that drew nothing.
 */
export function expectNothingShown(container: HTMLElement): void {
  const visitorsView = container.cloneNode(true) as HTMLElement;
  const notes = [...visitorsView.querySelectorAll('[role="note"]')];
  for (const note of notes) note.remove();
  expect(visitorsView.textContent).toBe('');
  expect(visitorsView.querySelectorAll('img, a, button, input, [role]')).toHaveLength(0);
  expect(notes).toHaveLength(container.querySelectorAll('[data-block-key]').length);
}
