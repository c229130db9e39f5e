import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/iconZone/empty.json';
import invalid from '../../../../fixtures/blocks/iconZone/invalid.json';
import many from '../../../../fixtures/blocks/iconZone/many.json';
import typical from '../../../../fixtures/blocks/iconZone/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/IconZone',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tabs: services (one hidden, one offline, one asking first) and welfare goods with prices. */
export const Typical: Story = { args: { block: typical } };

/** One tab without icons: the block renders nothing. */
export const Empty: Story = { args: { block: empty } };

/** 25 icons in the first tab: two lines show, the arrows move 191.25 px at a time. */
export const ManyItems: Story = { args: { block: many } };

/** An icon with an empty picture and a price written as text. */
export const InvalidData: Story = { args: { block: invalid } };
