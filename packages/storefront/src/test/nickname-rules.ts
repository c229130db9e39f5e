import { expect } from 'vitest';
import type { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Saves an empty nickname, then one of 11 characters, in the nickname dialog, and expects its
 * message for each (spec 03: 1 to 10 characters). Both the profile page and the carousel's member
 * panel open the same dialog.
 */
export async function expectNicknameRules(
  dialog: ReturnType<typeof within>,
  input: HTMLElement,
): Promise<void> {
  await userEvent.clear(input);
  await userEvent.click(dialog.getByRole('button', { name: '保存' }));
  expect(await dialog.findByText('昵称不能为空')).toBeInTheDocument();
  await userEvent.type(input, '一二三四五六七八九十一');
  await userEvent.click(dialog.getByRole('button', { name: '保存' }));
  expect(await dialog.findByText('昵称最多10个字')).toBeInTheDocument();
}
