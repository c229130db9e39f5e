import { RadioGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RadioCardItemProps {
  value: string;
  /** Shown but not choosable (an address the goods do not go to, a used card). Defaults to `false`. */
  disabled?: boolean;
  /** The choice's lines, beside its dot. */
  children: ReactNode;
}

/**
 * One choice of a `RadioGroup.Root` drawn as a bordered card: the dot at the top of the first line,
 * the choice's lines beside it, as wide as the card.
 */
export function RadioCardItem({ value, disabled = false, children }: RadioCardItemProps) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      alignItems="flex-start"
    >
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator mt="1" />
      <RadioGroup.ItemText flex="1">{children}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
