import { NativeSelect } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';

export interface RegionSelectProps {
  label: string;
  /** The empty choice. */
  anyLabel: string;
  regions: readonly Pick<Region, 'id' | 'name'>[];
  value: string;
  disabled?: boolean;
  /** Marks the select required (the address form's region). Defaults to `false`. */
  required?: boolean;
  onChange: (id: string) => void;
}

/** One level of delivery regions (provinces, a province's cities, a city's districts) as a select. */
export function RegionSelect({
  label,
  anyLabel,
  regions,
  value,
  disabled = false,
  required = false,
  onChange,
}: RegionSelectProps) {
  return (
    <NativeSelect.Root size="xs" w="40" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        // Chakra's select takes `required` only from a Field around it; this one is a Fieldset's.
        aria-required={required || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
