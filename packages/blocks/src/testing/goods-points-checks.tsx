import { within } from '@testing-library/react';
import { expect } from 'vitest';

// Checks the points blocks' suites share (points search bars, 'points not enough'): what they show of
// the member's balance and the 'my points' button.

/** The links of the block's list (its point ranges, its logos), in order. */
export const listedLinks = (block: HTMLElement): HTMLElement[] =>
  within(within(block).getByRole('list')).getAllByRole('link');

/** Asserts the balance line: its label (the enterprise's points name) and the number after it. */
export function expectBalance(block: HTMLElement, label: string, points: string): void {
  expect(within(block).getByText(new RegExp(label))).toHaveTextContent(`${label} ${points}`);
}

/** Asserts the block shows a guest neither a balance nor a 'my points' button. */
export function expectNoBalanceNorAccountButton(block: HTMLElement): void {
  expect(within(block).queryByText(/我的福利积分/)).not.toBeInTheDocument();
  expect(within(block).queryByRole('link', { name: /我的积分/ })).not.toBeInTheDocument();
}
