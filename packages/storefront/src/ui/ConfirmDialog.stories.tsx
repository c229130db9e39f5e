import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storefrontMessages } from '../i18n/storefront-messages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

// The strings of the dialogs that use it, from the catalogue.
const zh = storefrontMessages['zh-CN'];

const meta = {
  title: 'Storefront/Shell/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withStorefrontFrame],
  args: { open: true, onConfirm: fn(), onDismiss: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The language switch's question: small, with a close button; cancel only closes it. */
export const Question: Story = {
  args: {
    title: zh['language.confirmTitle'],
    children: zh['language.confirmText'],
    confirmLabel: zh['language.ok'],
    cancelLabel: zh['language.cancel'],
    closeLabel: zh['footer.close'],
    size: 'sm',
  },
};

/** The login gate's: cancel goes somewhere, the confirm is red, and a click outside does nothing. */
export const LoginRequired: Story = {
  args: {
    title: zh['gate.title'],
    children: zh['gate.text'],
    confirmLabel: zh['gate.ok'],
    cancelLabel: zh['gate.cancel'],
    onCancel: fn(),
    confirmPalette: 'red',
    closeOnInteractOutside: false,
  },
};

/** The claimed coupon's: it reports rather than asks, so it is a plain dialog. */
export const Report: Story = {
  args: {
    title: zh['drawer.coupons.claimedTitle'],
    children: zh['drawer.coupons.claimedText'],
    confirmLabel: zh['drawer.coupons.useNow'],
    cancelLabel: zh['drawer.coupons.myCoupons'],
    onCancel: fn(),
    role: 'dialog',
    size: 'sm',
  },
};
