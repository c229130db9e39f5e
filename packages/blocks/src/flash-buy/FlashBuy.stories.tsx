import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/flashBuy/empty.json';
import ended from '../../../../fixtures/blocks/flashBuy/ended.json';
import invalid from '../../../../fixtures/blocks/flashBuy/invalid.json';
import many from '../../../../fixtures/blocks/flashBuy/many.json';
import typical from '../../../../fixtures/blocks/flashBuy/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/FlashBuy',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flash sale ending in about two days: countdown ticking each second, four goods with sold counts. */
export const Typical: Story = { args: { block: typical } };

/** A sale without goods: the block renders nothing. */
export const Empty: Story = { args: { block: empty } };

/** Eight goods of a plan (`maxGoods: 8`), four per view, the rest scroll sideways. */
export const ManyItems: Story = { args: { block: many } };

/** Neither planId nor marketId, and `maxGoods: 0`. */
export const InvalidData: Story = { args: { block: invalid } };

/** The same sale for a guest: flash buy is for members only, so nothing shows. */
export const Guest: Story = { args: { block: typical }, parameters: { guest: true } };

/** A sale that ended last week: the end text instead of the countdown, no 'go buy'. */
export const Ended: Story = { args: { block: ended } };
