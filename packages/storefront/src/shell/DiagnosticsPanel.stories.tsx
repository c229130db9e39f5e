import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/DiagnosticsPanel',
  component: DiagnosticsPanel,
  decorators: [withStorefrontFrame],
} satisfies Meta<typeof DiagnosticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clean page. */
export const NoProblems: Story = { args: { diagnostics: [] } };

/** The broken fixture page: one carousel item without its picture. */
export const OneInvalidBlock: Story = {
  args: {
    diagnostics: [
      {
        key: '1700000600000_2',
        type: 'carousel',
        reason: 'invalid',
        errors: [{ path: 'options.list[1].img', message: 'is required' }],
      },
    ],
  },
};

/** Every kind of reason at once. */
export const EveryReason: Story = {
  args: {
    diagnostics: [
      {
        key: 'a1',
        type: 'carousel3',
        reason: 'unknown-type',
        errors: [{ path: 'type', message: 'no block type carousel3' }],
        position: 1,
        name: '首页轮播',
      },
      {
        key: 'a2',
        type: 'goodsList',
        reason: 'invalid',
        errors: [
          { path: 'options.list', message: 'must have at most 8 items' },
          { path: 'options.head.bgColor', message: 'must be a colour like #ff0000' },
        ],
      },
      { key: 'a2', type: 'noticeShow', reason: 'duplicate-key', errors: [] },
      {
        key: 'a4',
        type: 'iconZone',
        reason: 'render-error',
        errors: [{ path: '', message: 'Cannot read properties of undefined' }],
      },
      {
        key: 'a5',
        type: 'flashBuy',
        reason: 'load-error',
        errors: [{ path: '', message: 'Failed to fetch dynamically imported module' }],
      },
      {
        key: 'a6',
        type: 'goodLifeCarousel',
        reason: 'wrong-platform',
        errors: [{ path: 'type', message: 'belongs to the good-life home pages, not to this page' }],
        position: 6,
      },
    ],
  },
};

/** The page text is not JSON: nothing renders. */
export const PageNotJson: Story = {
  args: {
    diagnostics: [],
    pageError: { reason: 'not-json', message: 'Unexpected token < in JSON at position 0' },
  },
};
