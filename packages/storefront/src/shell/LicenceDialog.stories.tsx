import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LicenceDialog } from './LicenceDialog.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/LicenceDialog',
  component: LicenceDialog,
  decorators: [withStorefrontFrame],
  args: { onClose: fn() },
} satisfies Meta<typeof LicenceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business licence open (the logo stands in for the scan). */
export const BusinessLicence: Story = {
  args: { licence: { title: '营业执照', img: '/img/logo.svg' } },
};
