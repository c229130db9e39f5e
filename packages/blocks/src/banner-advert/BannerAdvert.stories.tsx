import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/bannerAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/bannerAdvert/invalid.json';
import many from '../../../../fixtures/blocks/bannerAdvert/many.json';
import typical from '../../../../fixtures/blocks/bannerAdvert/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/BannerAdvert',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A red band with the festival banner, a link and a close button. */
export const Typical: Story = { args: { block: typical } };

/** Only the picture: no link, no band colour, still closable. */
export const Empty: Story = { args: { block: empty } };

/** Every option set, `closable: false`: no close button. (A banner has no list; this is its fullest form.) */
export const ManyItems: Story = { args: { block: many } };

/** No picture, a colour name instead of a code and `closable: "false"` as text. */
export const InvalidData: Story = { args: { block: invalid } };
