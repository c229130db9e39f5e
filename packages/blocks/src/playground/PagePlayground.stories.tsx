import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagePlayground } from './PagePlayground.tsx';

const meta = {
  title: 'Playground/Page',
  component: PagePlayground,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PagePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typical home page with all seven blocks; paste your own page JSON to check it. */
export const Default: Story = {};

/** A page with one broken block among good ones: the table names the field, the preview shows the card. */
export const WithProblems: Story = {
  args: {
    initialText: JSON.stringify(
      {
        list: [
          {
            key: 'k1',
            type: 'noticeShow',
            name: '公告',
            options: { list: [{ id: 'n1', title: '春节期间物流安排通知' }] },
          },
          { key: 'k2', type: 'carousel', name: '轮播', options: { list: [{ url: '/goodsList' }] } },
          { key: 'k3', type: 'countdownBanner', options: {} },
        ],
      },
      null,
      2,
    ),
  },
};
