import { HStack, RadioGroup } from '@chakra-ui/react';

export interface RadioChoicesProps<T extends string> {
  /** The visible label above the choices, which names the group; none without it. */
  label?: string;
  /** The group's accessible name where it has no visible label. */
  ariaLabel?: string;
  /** The choice made; null or '' while there is none. */
  value: T | '' | null;
  /** The choices, in the order shown. */
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Defaults to the theme's (`md`). */
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Marks the group invalid (its error is shown by the form). Defaults to `false`. */
  invalid?: boolean;
}

/** One choice of a few, side by side as red radio buttons (a type, a purpose, a way to prove it is you). */
export function RadioChoices<T extends string>({
  label,
  ariaLabel,
  value,
  options,
  onChange,
  size,
  disabled,
  invalid = false,
}: RadioChoicesProps<T>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const picked = options.find((option) => option.value === details.value);
        if (picked) onChange(picked.value);
      }}
      colorPalette="red"
      size={size}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-invalid={invalid ? true : undefined}
    >
      {label ? (
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {label}
        </RadioGroup.Label>
      ) : null}
      <HStack gap="6" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
