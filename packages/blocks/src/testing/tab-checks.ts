import { within } from '@testing-library/react';
import { expect } from 'vitest';

// Checks of the blocks that page their content by tabs (categories, icon groups, goods plans).

/** The names of the tabs in `container`, in order, as a visitor reads them. */
export const tabNames = (container: HTMLElement): (string | null)[] =>
  within(container)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** Checks that the tab named `name` (in `container`, else anywhere on the page) is the selected one. */
export function expectSelectedTab(name: string, container: HTMLElement = document.body): void {
  expect(within(container).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}
