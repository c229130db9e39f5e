import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

const meta = {
  title: 'Storefront/Account access/SmsCodeButton',
  component: SmsCodeButton,
  decorators: [withStorefrontFrame],
  args: { onSend: fn(async () => true) },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to send; a successful send starts the 60 s countdown. */
export const Ready: Story = {};

/** A code went out a moment ago: 42 seconds to wait. */
export const CountingDown: Story = { args: { initialSecondsLeft: 42 } };

/** A three-second countdown, to watch it end. */
export const ShortCountdown: Story = { args: { seconds: 3 } };

/** The send fails (a wrong picture code): no countdown, clickable again at once. */
export const SendFails: Story = { args: { onSend: fn(async () => false) } };

/** The form is busy. */
export const Disabled: Story = { args: { disabled: true } };
