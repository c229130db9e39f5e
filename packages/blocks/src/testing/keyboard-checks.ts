import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A control a keyboard user stops on: its role and its accessible name. */
export type FocusStop = readonly [role: 'link' | 'button' | 'tab', name: string | RegExp];

/**
 * Presses Tab once for each of `stops` and checks that each, in turn, takes the focus: the order in
 * which a keyboard user meets the block's controls.
 */
export async function expectTabOrder(user: UserEvent, stops: readonly FocusStop[]): Promise<void> {
  for (const [role, name] of stops) {
    await user.tab();
    expect(screen.getByRole(role, { name })).toHaveFocus();
  }
}
