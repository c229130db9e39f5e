import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/carousel/empty.json';
import invalid from '../../../../fixtures/blocks/carousel/invalid.json';
import many from '../../../../fixtures/blocks/carousel/many.json';
import typical from '../../../../fixtures/blocks/carousel/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/Carousel',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides of a home page, turning every 5 s. */
export const Typical: Story = { args: { block: typical } };

/** No slides: the block renders nothing. */
export const Empty: Story = { args: { block: empty } };

/** Ten slides: ten dots, still one picture at a time. */
export const ManyItems: Story = { args: { block: many } };

/** A slide without a picture and a `javascript:` link: the preview card names both fields. */
export const InvalidData: Story = { args: { block: invalid } };
