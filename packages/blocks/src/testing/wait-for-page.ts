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
 * operator, so it is set aside, and there must be one for each block that drew nothing. The note
 * follows the block's emptying by a MutationObserver, a task later, so it is waited for: it is what
 * must appear, and waiting for it hides no absence.
 */
export async function expectNothingShown(container: HTMLElement): Promise<void> {
  const blocks = container.querySelectorAll('[data-block-key]').length;
  await waitFor(() => expect(container.querySelectorAll('[role="note"]')).toHaveLength(blocks));
  const visitorsView = container.cloneNode(true) as HTMLElement;
  for (const note of visitorsView.querySelectorAll('[role="note"]')) note.remove();
  expect(visitorsView.textContent).toBe('');
  expect(visitorsView.querySelectorAll('img, a, button, input, [role]')).toHaveLength(0);
}
