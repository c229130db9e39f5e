import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/goodsList/empty.json';
import invalid from '../../../../fixtures/blocks/goodsList/invalid.json';
import many from '../../../../fixtures/blocks/goodsList/many.json';
import plan from '../../../../fixtures/blocks/goodsList/plan.json';
import typical from '../../../../fixtures/blocks/goodsList/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/GoodsList',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight goods picked by the operator, prices in points, market prices struck through, and 'More'. */
export const Typical: Story = { args: { block: typical } };

/** An empty list: the block renders nothing. */
export const Empty: Story = { args: { block: empty } };

/** Twelve goods in the list: the showcase shows the first 8. */
export const ManyItems: Story = { args: { block: many } };

/** A goods item without its name and a price written as text. */
export const InvalidData: Story = { args: { block: invalid } };

/** No list: the goods of plan `plan-spring`, loaded through the services. */
export const FromPlan: Story = { args: { block: plan } };
