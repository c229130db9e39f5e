import { HStack, IconButton, Text } from '@chakra-ui/react';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons and of the shown value. */
  labels: { less: string; more: string; value: string };
  disabled?: boolean;
}

/** − value + : a quantity moved one at a time between `min` (defaults to `1`) and `max`. */
export function QuantityStepper({ value, min = 1, max, onChange, labels, disabled }: QuantityStepperProps) {
  return (
    <HStack gap="1">
      <IconButton
        aria-label={labels.less}
        size="sm"
        variant="outline"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <Text as="output" aria-label={labels.value} minW="8" textAlign="center">
        {value}
      </Text>
      <IconButton
        aria-label={labels.more}
        size="sm"
        variant="outline"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </HStack>
  );
}
