import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { DisposableCardChooser, type DisposableCardChooserProps } from './DisposableCardChooser.tsx';
import { PHONE_CARDS } from './phone-cards.ts';

/** The chooser with its own state, as the login form holds it. */
function ChooserWithState(props: DisposableCardChooserProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DisposableCardChooser
      {...props}
      value={value}
      onChange={(cardNo) => {
        setValue(cardNo);
        props.onChange(cardNo);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/Account access/DisposableCardChooser',
  component: ChooserWithState,
  decorators: [withStorefrontFrame],
  args: { cards: PHONE_CARDS, value: null, onChange: fn() },
} satisfies Meta<typeof ChooserWithState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two usable cards and a used one, which cannot be chosen. */
export const Typical: Story = {};

/** Submitted without a choice. */
export const NoneChosen: Story = { args: { error: '请选择一张卡' } };

/** The phone has no cards (of this enterprise). */
export const Empty: Story = { args: { cards: [] } };
