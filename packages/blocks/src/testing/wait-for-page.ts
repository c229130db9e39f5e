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

/** Asserts a rendered page shows the user nothing: no text, picture or control (wrappers may remain). */
export function expectNothingShown(container: HTMLElement): void {
  expect(container.textContent).toBe('');
  expect(container.querySelectorAll('img, a, button, input, [role]')).toHaveLength(0);
}
