import { Box, Fieldset, HStack } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RegionSelect } from '../catalogue/RegionSelect.tsx';
import { useRegionLevels } from '../catalogue/useRegionList.ts';
import { regionRules, type AddressFields } from './address-fields.ts';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

/** What each level's select offers before a choice. */
const ANY_LABELS = {
  province: 'address.anyProvince',
  city: 'address.anyCity',
  district: 'address.anyDistrict',
} as const;

export interface AddressRegionFieldProps {
  /**
   * The names of the stored path (`regionNames` split), shown while the lists load so an edited
   * address never flashes empty selects.
   */
  storedNames?: readonly string[];
}

/**
 * The address's region (inside the form's FormProvider): province, city and, where the city has
 * them, district, each list loaded once the level above is chosen. Choosing at one level drops the
 * levels below.
 */
export function AddressRegionField({ storedNames = [] }: AddressRegionFieldProps) {
  const { t } = useAddressBookStrings();
  const { control } = useFormContext<AddressFields>();
  const [provinceId, cityId, districtId] = useWatch({ control, name: 'regionIds' });
  const { provinces, cities, districts } = useRegionLevels(provinceId, cityId);
  const hasDistricts = () => (districts.data?.length ?? 0) > 0;

  // Province, city and district: each shown once the level above is chosen, a district only where
  // the city has them (or one is stored).
  const levels = [
    ['province', provinces.data, provinceId, true],
    ['city', cities.data, cityId, Boolean(provinceId)],
    ['district', districts.data, districtId, Boolean(cityId && (districtId || hasDistricts()))],
  ] as const;

  // While a level's list loads, the stored choice stands in for it.
  const listOf = (list: Region[] | undefined, id: string | undefined, level: number) =>
    list ?? (id ? [{ id, name: storedNames[level] ?? '' }] : []);

  return (
    <Controller
      control={control}
      name="regionIds"
      rules={regionRules(hasDistricts, t)}
      render={({ field, fieldState }) => {
        const choose = (level: number, id: string) =>
          field.onChange(id ? [...field.value.slice(0, level), id] : field.value.slice(0, level));
        return (
          <Fieldset.Root invalid={Boolean(fieldState.error)}>
            <Fieldset.Legend>
              {t('address.region')}
              {/* As Field.RequiredIndicator marks the text fields; the selects say it to assistive technology. */}
              <Box as="span" aria-hidden color="fg.error" ms="1">
                *
              </Box>
            </Fieldset.Legend>
            <Fieldset.Content>
              <HStack gap="2" wrap="wrap">
                {levels.map(([level, list, id, shown], index) =>
                  shown ? (
                    <RegionSelect
                      key={level}
                      label={t(`address.${level}`)}
                      anyLabel={t(ANY_LABELS[level])}
                      regions={listOf(list, id, index)}
                      value={id ?? ''}
                      required
                      onChange={(chosen) => choose(index, chosen)}
                    />
                  ) : null,
                )}
              </HStack>
            </Fieldset.Content>
            {fieldState.error?.message ? (
              <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>
            ) : null}
          </Fieldset.Root>
        );
      }}
    />
  );
}
