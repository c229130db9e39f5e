import { NativeSelect } from '@chakra-ui/react';

/** One option of an `OptionSelect`. */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a full slot). Defaults to `false`. */
  disabled?: boolean;
}

export interface OptionSelectProps {
  /** The option chosen; '' for the placeholder. */
  value: string;
  /** The options, in the order shown. */
  options: readonly SelectOption[];
  /** The first, empty option ("请选择", "加载中…"); none without it. */
  placeholder?: string;
  onChange: (value: string) => void;
}

/**
 * The browser's own select, styled, for a choice inside a labelled field (`FormField`): its label,
 * error and disabled state come from the field around it.
 */
export function OptionSelect({ value, options, placeholder, onChange }: OptionSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
