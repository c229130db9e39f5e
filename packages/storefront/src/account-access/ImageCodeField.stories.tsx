import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';

/** A picture like the server draws (an SVG data: URL). */
const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="100%" height="100%" fill="#f4f6f8"/><text x="18" y="28" font-size="26" font-family="monospace" font-weight="bold" fill="#356">K7QM</text></svg>',
)}`;

const meta = {
  title: 'Storefront/Account access/ImageCodeField',
  component: ImageCodeField,
  decorators: [withStorefrontFrame],
  args: { image: PICTURE, onRefresh: fn(), inputProps: { name: 'imageCode' } },
} satisfies Meta<typeof ImageCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture is a button: clicking it draws a new one. */
export const WithPicture: Story = {};

/** The picture is on its way: a grey box of its size holds the place. */
export const Loading: Story = { args: { image: null } };

/** Sending an SMS code without the picture code (spec 03 section 5). */
export const Missing: Story = { args: { error: '请输入图形验证码' } };
