import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/hotZonesShow/empty.json';
import invalid from '../../../../fixtures/blocks/hotZonesShow/invalid.json';
import many from '../../../../fixtures/blocks/hotZonesShow/many.json';
import typical from '../../../../fixtures/blocks/hotZonesShow/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/HotZonesShow',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A festival picture: a plain link, a days counter (`countdown` link) and a family-benefit zone that asks first. */
export const Typical: Story = { args: { block: typical } };

/** The picture without zones: nothing to click. */
export const Empty: Story = { args: { block: empty } };

/** Nine zones on a 1200x600 picture, four of them asking for confirmation (`planCaseUseTo=2`). */
export const ManyItems: Story = { args: { block: many } };

/** A relative picture path, a zone with `x: "10%"` and no height, a zone 140 % wide with a `javascript:` link. */
export const InvalidData: Story = { args: { block: invalid } };
