import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatusMessage } from './StatusMessage.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/StatusMessage',
  component: StatusMessage,
  decorators: [withStorefrontFrame],
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, title: '页面加载中…' } };

export const Empty: Story = { args: { title: '该页面暂无内容' } };

export const Maintenance: Story = {
  args: {
    title: '系统维护中',
    description: '系统维护中，预计 22:00 恢复',
    action: { label: '返回首页', onClick: fn() },
  },
};
