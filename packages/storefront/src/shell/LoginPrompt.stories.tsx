import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { fn } from 'storybook/test';
import { useEffect } from 'react';
import { loginPromptOpenAtom } from '../state/login-prompt.ts';
import { LoginPrompt, type LoginPromptProps } from './LoginPrompt.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

/** Opens the prompt the way the request layer does: through the atom. */
function OpenLoginPrompt(props: LoginPromptProps) {
  const setOpen = useSetAtom(loginPromptOpenAtom);
  useEffect(() => setOpen(true), [setOpen]);
  return <LoginPrompt {...props} />;
}

const meta = {
  title: 'Storefront/Shell/LoginPrompt',
  component: OpenLoginPrompt,
  decorators: [withStorefrontFrame],
  args: { onLogin: fn(), onKeepBrowsing: fn() },
} satisfies Meta<typeof OpenLoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
