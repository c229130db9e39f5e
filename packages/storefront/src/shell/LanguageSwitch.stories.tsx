import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withStorefrontFrame],
  args: { reloadPage: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Chinese the switch offers English. */
export const FromChinese: Story = {};

/** In English it offers Chinese. */
export const FromEnglish: Story = { globals: { locale: 'en-US' } };
